// Our loading spinner as Lottie JSON: the default animation of the loading overlay. The library
// carries it in code (a resource bundle would have to sit beside a statically linked binary);
// examples/lottie/spinner.json is the same bytes, for the command line's examples (a test keeps
// them equal).

extension LottieAnimation {
    /// Our loading spinner: 40 points, a grey quarter arc turning once a second at 60 frames a
    /// second over a light track.
    public static let spinner: LottieAnimation = {
        do { return try LottieAnimation(json: Array(spinnerJSON.utf8), name: "spinner.json") } catch {
            preconditionFailure("the bundled spinner is checked by the tests: \(error)")
        }
    }()

    /// The spinner's Lottie JSON.
    public static let spinnerJSON = """
{
  "v": "5.5.0", "nm": "layout-render spinner: a grey quarter arc turning once a second over a light track (the arc drawn above: Lottie draws layers[0] on top)", "fr": 60, "ip": 0, "op": 60, "w": 40, "h": 40, "ddd": 0, "assets": [],
  "layers": [
    {
      "ddd": 0, "ind": 1, "ty": 4, "nm": "arc", "sr": 1, "ao": 0, "ip": 0, "op": 60, "st": 0, "bm": 0,
      "ks": {
        "o": {"a": 0, "k": 100},
        "r": {"a": 1, "k": [
          {"t": 0, "s": [0], "e": [360], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}},
          {"t": 60, "s": [360]}
        ]},
        "p": {"a": 0, "k": [20, 20, 0]}, "a": {"a": 0, "k": [0, 0, 0]}, "s": {"a": 0, "k": [100, 100, 100]}
      },
      "shapes": [
        {
          "ty": "gr", "nm": "arc",
          "it": [
            {"ty": "el", "nm": "circle", "d": 1, "s": {"a": 0, "k": [32, 32]}, "p": {"a": 0, "k": [0, 0]}},
            {"ty": "tm", "nm": "quarter", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 25}, "o": {"a": 0, "k": 0}, "m": 1},
            {"ty": "st", "nm": "stroke", "c": {"a": 0, "k": [0.557, 0.557, 0.576, 1]}, "o": {"a": 0, "k": 100},
             "w": {"a": 0, "k": 4}, "lc": 2, "lj": 2},
            {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
             "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}, "sk": {"a": 0, "k": 0}, "sa": {"a": 0, "k": 0}}
          ]
        }
      ]
    },
    {
      "ddd": 0, "ind": 2, "ty": 4, "nm": "track", "sr": 1, "ao": 0, "ip": 0, "op": 60, "st": 0, "bm": 0,
      "ks": {
        "o": {"a": 0, "k": 100}, "r": {"a": 0, "k": 0}, "p": {"a": 0, "k": [20, 20, 0]},
        "a": {"a": 0, "k": [0, 0, 0]}, "s": {"a": 0, "k": [100, 100, 100]}
      },
      "shapes": [
        {
          "ty": "gr", "nm": "ring",
          "it": [
            {"ty": "el", "nm": "circle", "d": 1, "s": {"a": 0, "k": [32, 32]}, "p": {"a": 0, "k": [0, 0]}},
            {"ty": "st", "nm": "stroke", "c": {"a": 0, "k": [0.898, 0.898, 0.918, 1]}, "o": {"a": 0, "k": 100},
             "w": {"a": 0, "k": 4}, "lc": 2, "lj": 2},
            {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
             "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}, "sk": {"a": 0, "k": 0}, "sa": {"a": 0, "k": 0}}
          ]
        }
      ]
    }
  ]
}

"""
}
