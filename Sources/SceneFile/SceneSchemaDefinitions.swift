import DesignSystem
// The parts of the schema files that no declaration describes yet: the device and the theme of a
// component scene. Kept here as JSON so
// `SceneSchema` prints them in place; each names the decoder it mirrors. Font weights are filled
// in by `SceneSchema` from `FontWeight`'s cases.

extension SceneSchema {
    /// `Device`'s and `Theme`'s decoders.
    static let componentSceneDefinitions = #"""
{
  "device": {
    "oneOf": [
      {
        "enum": [
          "iphoneSE",
          "iphone13",
          "iphone15",
          "iphone15ProMax",
          "ipad"
        ],
        "description": "375x667@2x (safe 20/0), 390x844@3x (47/34), 393x852@3x (59/34), 430x932@3x (59/34), 810x1080@2x (20/0)."
      },
      {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "width": {
            "type": "number",
            "exclusiveMinimum": 0,
            "maximum": 4096,
            "description": "Points."
          },
          "height": {
            "type": "number",
            "exclusiveMinimum": 0,
            "maximum": 4096,
            "description": "Points."
          },
          "scale": {
            "enum": [
              1,
              2,
              3
            ],
            "default": 1
          },
          "safeArea": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "top": {
                "type": "number",
                "minimum": 0,
                "description": "Points.",
                "default": 0
              },
              "left": {
                "type": "number",
                "minimum": 0,
                "description": "Points.",
                "default": 0
              },
              "bottom": {
                "type": "number",
                "minimum": 0,
                "description": "Points.",
                "default": 0
              },
              "right": {
                "type": "number",
                "minimum": 0,
                "description": "Points.",
                "default": 0
              }
            }
          }
        },
        "required": [
          "width",
          "height"
        ]
      }
    ]
  },
  "theme": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "colors": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "black": {
            "$ref": "#/$defs/color"
          },
          "white": {
            "$ref": "#/$defs/color"
          },
          "blue": {
            "$ref": "#/$defs/color"
          },
          "red": {
            "$ref": "#/$defs/color"
          },
          "gray": {
            "$ref": "#/$defs/color"
          },
          "cyan": {
            "$ref": "#/$defs/color"
          },
          "dim": {
            "$ref": "#/$defs/color"
          },
          "system.blue": {
            "$ref": "#/$defs/color"
          },
          "system.red": {
            "$ref": "#/$defs/color"
          },
          "system.gray": {
            "$ref": "#/$defs/color"
          },
          "system.gray5": {
            "$ref": "#/$defs/color"
          },
          "system.gray6": {
            "$ref": "#/$defs/color"
          },
          "secondaryLabel": {
            "$ref": "#/$defs/color"
          },
          "separator": {
            "$ref": "#/$defs/color"
          },
          "grey.g500": {
            "$ref": "#/$defs/color"
          },
          "grey.g700": {
            "$ref": "#/$defs/color"
          },
          "grey.g800": {
            "$ref": "#/$defs/color"
          },
          "tint.n400": {
            "$ref": "#/$defs/color"
          },
          "tint.n600": {
            "$ref": "#/$defs/color"
          },
          "pointerRed": {
            "$ref": "#/$defs/color"
          },
          "navBack": {
            "$ref": "#/$defs/color"
          },
          "screenBackground": {
            "$ref": "#/$defs/color"
          },
          "panModalDim": {
            "$ref": "#/$defs/color"
          },
          "lightGray": {
            "$ref": "#/$defs/color"
          },
          "sheetDim": {
            "$ref": "#/$defs/color"
          },
          "sheetGrabber": {
            "$ref": "#/$defs/color"
          }
        }
      },
      "typography": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "title": {
            "$ref": "#/$defs/typeStyle"
          },
          "body": {
            "$ref": "#/$defs/typeStyle"
          },
          "button": {
            "$ref": "#/$defs/typeStyle"
          },
          "label": {
            "$ref": "#/$defs/typeStyle"
          },
          "caption": {
            "$ref": "#/$defs/typeStyle"
          },
          "relationshipTitle": {
            "$ref": "#/$defs/typeStyle"
          },
          "relationshipTitleSmall": {
            "$ref": "#/$defs/typeStyle"
          },
          "cardTitle": {
            "$ref": "#/$defs/typeStyle"
          },
          "cardBody": {
            "$ref": "#/$defs/typeStyle"
          },
          "cardDetail": {
            "$ref": "#/$defs/typeStyle"
          },
          "documentTitle": {
            "$ref": "#/$defs/typeStyle"
          },
          "documentHeading": {
            "$ref": "#/$defs/typeStyle"
          },
          "documentBody": {
            "$ref": "#/$defs/typeStyle"
          },
          "navigationTitle": {
            "$ref": "#/$defs/typeStyle"
          }
        }
      },
      "spacing": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "content": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "stack": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "sheetBottom": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "sheetSafeAreaGap": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "hairline": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "screenMargin": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "small": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "cardInset": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "cardLineGap": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "gridSpacing": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "pagePadding": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          }
        }
      },
      "radii": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "card": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "sheetRow": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "capsule": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "control": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "group": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "placeholder": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "sheet": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          },
          "panModal": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000,
            "description": "Points."
          }
        }
      }
    },
    "description": "Only the tokens to change; the rest keep the standard theme's values."
  },
  "typeStyle": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "family": {
        "type": "string",
        "default": "DejaVu Sans"
      },
      "size": {
        "type": "number",
        "exclusiveMinimum": 0,
        "maximum": 1000,
        "description": "Points."
      },
      "weight": {
        "default": "regular"
      }
    },
    "required": [
      "size"
    ]
  }
}
"""#
}
