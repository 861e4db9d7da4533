#!/usr/bin/env python3
"""How much of real UIKit code ViewKit can name: the share of real view files (cells, views,
controllers, controls) of public apps and UI libraries whose every UIKit / QuartzCore type
ViewKit declares. The measure of ../shared/UIKIT-COVERAGE.md, re-made so it can be run again.

Usage: uikit_coverage.py [--viewkit DIR] [--mirror DIR] [--missing N]
  --viewkit  ViewKit's sources (default Sources/ViewKit)
  --mirror   folder of bare git mirrors named owner+name/repo (the `fetch` tool's layout)
  --missing  print the N most used missing types

A file counts when it imports UIKit and its name says it is a view (…View, …Cell, …Controller,
…Control, …Button, …Bar, …Field, …Label). A type counts when the file names it: a UI/CA-prefixed
identifier, UIKit's NS layout and text types, CoreGraphics' drawing types, with nested names
(`UITableViewCell.CellStyle`). Declaring a name is not the goal: what ViewKit declares must
behave as UIKit's, which the tests check; this counts only names.
"""
import argparse, collections, os, re, subprocess, sys

REPOS = ["mastodon+mastodon-ios", "duckduckgo+iOS", "element-hq+element-ios", "mozilla-mobile+focus-ios",
         "Automattic+pocket-casts-ios", "GitHawkApp+GitHawk", "breadwallet+breadwallet-ios", "Automattic+simplenote-ios",
         "thumbtack+thumbprint-ios", "SwiftKickMobile+SwiftMessages", "slackhq+PanModal", "scalessec+Toast-Swift",
         "MessageKit+MessageKit", "Juanpe+SkeletonView", "calimarkus+JDStatusBarNotification",
         "chiahsien+CHTCollectionViewWaterfallLayout"]
VIEW_FILE = re.compile(r"(View|Cell|Controller|Control|Button|Bar|Field|Label)\.swift$")
UIKIT_NS = ("NSLayout", "NSCollectionLayout", "NSDiffable", "NSText", "NSParagraphStyle", "NSMutableParagraphStyle",
            "NSShadow", "NSDirectional", "NSLineBreak", "NSUnderline", "NSStringDrawing", "NSWritingDirection")
CG_DRAWING = {"CGContext", "CGImage", "CGColor", "CGPath", "CGMutablePath", "CGGradient", "CGColorSpace",
              "CGAffineTransform", "CGBlendMode", "CGLineCap", "CGLineJoin", "CGVector"}
REFERENCE = re.compile(r"\b((?:UI|CA|NS|CG)[A-Z][A-Za-z0-9]*)((?:\.[A-Z][A-Za-z0-9]*)*)")
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|package|private|fileprivate|final|"
                         r"indirect|nonisolated|@preconcurrency)\s+)*(class|struct|enum|protocol|typealias|actor|extension)"
                         r"\s+([A-Za-z_][A-Za-z0-9_.]*)")


def strip_comments_and_strings(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r'"""(?:.|\n)*?"""', '""', text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def declared_types(viewkit):
    """Every type name ViewKit declares, nested ones dotted (`UIButton.Configuration`)."""
    names = set()
    for folder, _, files in os.walk(viewkit):
        for name in files:
            if not name.endswith(".swift"):
                continue
            text = strip_comments_and_strings(open(os.path.join(folder, name), encoding="utf-8").read())
            stack = []  # (qualified name, depth at which it opened)
            depth = 0
            for line in text.splitlines():
                match = DECLARATION.match(line)
                if match:
                    kind, ident = match.groups()
                    outer = stack[-1][0] if stack else ""
                    qualified = ident if kind == "extension" or not outer else outer + "." + ident
                    if kind != "extension":
                        names.add(qualified)
                    if "{" in line:
                        stack.append((qualified, depth))
                depth += line.count("{") - line.count("}")
                while stack and depth <= stack[-1][1]:
                    stack.pop()
    return names


def counted(reference):
    head = reference.split(".")[0]
    if head in ("UIKit",):
        return False
    if head.startswith(("UI", "CA")):
        return True
    if head.startswith("NS"):
        return head.startswith(UIKIT_NS)
    return head in CG_DRAWING


def own_types(git):
    """Names a repository declares itself (`UIConstants`, `UIHelpers`): not UIKit's."""
    out = subprocess.run(["git", "-C", git, "grep", "-h", "-o", "-E",
                          r"(class|struct|enum|protocol|typealias)\s+(UI|CA|NS|CG)[A-Z][A-Za-z0-9]*", "HEAD", "--", "*.swift"],
                         capture_output=True, text=True).stdout
    return {line.split()[-1] for line in out.splitlines() if line.strip()}


def view_files(mirror):
    for repo in REPOS:
        git = os.path.join(mirror, repo, "repo")
        if not os.path.isdir(git):
            print(f"warning: {git} is missing; fetch github:{repo.replace('+', '/')}", file=sys.stderr)
            continue
        own = own_types(git)
        paths = subprocess.run(["git", "-C", git, "ls-tree", "-r", "--name-only", "HEAD"], capture_output=True,
                               text=True, check=True).stdout.split("\n")
        for path in paths:
            if not VIEW_FILE.search(path) or "Tests/" in path or "/Pods/" in path or "Carthage/" in path:
                continue
            text = subprocess.run(["git", "-C", git, "show", f"HEAD:{path}"], capture_output=True, text=True,
                                  errors="replace").stdout
            if re.search(r"^\s*import\s+UIKit\b", text, flags=re.M):
                yield repo, path, text, own


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--viewkit", default="Sources/ViewKit")
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--missing", type=int, default=25)
    args = parser.parse_args()
    declared = declared_types(args.viewkit)
    files = whole = 0
    references = total_refs = 0
    missing_by_type = collections.Counter()
    objc = 0
    for repo, path, text, own in view_files(args.mirror):
        files += 1
        code = strip_comments_and_strings(text)
        if re.search(r"@objc\b|#selector", code):
            objc += 1
        used = set()
        for head, tail in REFERENCE.findall(code):
            parts = [head] + [p for p in tail.split(".") if p]
            # The longest declared prefix names the type (`UIView.animate` is UIView; an unknown nested name is missing).
            for n in range(len(parts), 0, -1):
                name = ".".join(parts[:n])
                if name in declared or n == 1:
                    used.add(name)
                    break
        used = {u for u in used if counted(u) and u.split(".")[0] not in own}
        missing = {u for u in used if u not in declared}
        total_refs += len(used)
        references += len(used) - len(missing)
        if not missing:
            whole += 1
        for name in missing:
            missing_by_type[name] += 1
    if files == 0:
        sys.exit("no view files found: fetch the repositories first (see REPOS)")
    print(f"view files: {files}; wholly covered: {whole} ({100 * whole / files:.1f}%); "
          f"type references covered: {100 * references / max(1, total_refs):.1f}%; "
          f"files with @objc or #selector: {objc} ({100 * objc / files:.1f}%)")
    for name, count in missing_by_type.most_common(args.missing):
        print(f"  {count:4d}  {name}")


if __name__ == "__main__":
    main()
