import VitrineCore

/// HTML around SVG pictures: one story's picture (`render --format html`) or the review page's parts.
public enum PicturePage {
    /// A standalone page showing `svg` with `stamp` as its title and caption.
    public static func html(svg: String, stamp: String) -> String {
        document(title: stamp, body: "<figure>\n\(svg)<figcaption>\(SVGWriter.escaped(stamp))</figcaption>\n</figure>\n")
    }

    /// The index `render --all` writes beside the files: every story by component, each with its files
    /// (`files`: the story's id and the relative paths, one a mode), shown as pictures when they are SVG or PNG.
    public static func index(title: String, stories: [(id: String, files: [(label: String, path: String)])]) -> String {
        var body = "<h1>\(SVGWriter.escaped(title))</h1>\n"
        var component = ""
        for story in stories {
            let name = String(story.id.split(separator: "/").first ?? "")
            if name != component {
                body += (component.isEmpty ? "" : "</div>\n") + "<h2>\(SVGWriter.escaped(name))</h2>\n<div class=\"pictures\">\n"
                component = name
            }
            let links = story.files.map { file in
                let path = SVGWriter.escaped(file.path)
                return file.path.hasSuffix(".svg") || file.path.hasSuffix(".png")
                    ? "<a href=\"\(path)\"><img src=\"\(path)\" alt=\"\(SVGWriter.escaped(story.id)) \(file.label)\"></a>"
                    : "<a href=\"\(path)\">\(SVGWriter.escaped(file.label))</a>"
            }.joined(separator: " ")
            body += "<figure>\(links)<figcaption>\(SVGWriter.escaped(story.id))</figcaption></figure>\n"
        }
        return document(title: title, body: body + (component.isEmpty ? "" : "</div>\n"))
    }

    /// A whole page: UTF-8, no script, a dark neutral background like a terminal's.
    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(SVGWriter.escaped(title))</title>
        <style>
        body { background: #202124; color: #e8eaed; font: 14px/1.4 system-ui, sans-serif; margin: 24px; }
        figure { margin: 0 24px 16px 0; display: inline-block; vertical-align: top; }
        .pictures { display: flex; flex-wrap: nowrap; overflow-x: auto; align-items: flex-start; }
        .pictures figure { flex: none; }
        .pictures img { height: auto; }
        figcaption { color: #9aa0a6; font-size: 12px; margin-top: 4px; }
        code, td { font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        td { padding: 0 12px 0 0; }
        details { margin: 8px 0; }
        summary { cursor: pointer; }
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }
}
