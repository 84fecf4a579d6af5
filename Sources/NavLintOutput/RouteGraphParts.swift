// What `navlint graph` says about a graph it wrote (the summary line, GitHub's Mermaid limits), and the index
// that links the files of a split graph: a map of the parts in DOT, a Markdown page in Mermaid, a list in JSON.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules

extension RouteGraphWriter {
    // MARK: - Counts

    /// What a picture holds, for the summary line.
    public struct Counts: Sendable, Equatable {
        public var nodes = 0
        /// Lines drawn (DOT, Mermaid: one for all sites of a step), or edges listed (JSON).
        public var edges = 0
        /// Navigation containers: stacks, split views and NavigationViews.
        public var stacks = 0
        /// Views and inline view code the app cannot reach (drawn grey).
        public var unreachableScreens = 0
    }

    public static func counts(_ graph: RouteGraph, as format: RouteGraphFormat) -> Counts {
        var c = Counts()
        c.nodes = graph.nodes.count
        c.edges = format == .json ? graph.edges.count : drawnEdges(graph).count
        for n in graph.nodes {
            if n.kind == .stack || n.kind == .splitView || n.kind == .navigationView { c.stacks += 1 }
            if (n.kind == .view || n.kind == .inline) && !n.reachable { c.unreachableScreens += 1 }
        }
        return c
    }

    /// `Route graph: 33 nodes, 36 edges, 4 stacks, 2 screens unreachable (grey)`
    public static func summary(_ c: Counts) -> String {
        "Route graph: \(count(c.nodes, "node")), \(count(c.edges, "edge")), \(count(c.stacks, "stack")), "
            + "\(count(c.unreachableScreens, "screen")) unreachable (grey)"
    }

    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// `50,000`
    static func grouped(_ n: Int) -> String {
        var digits = Array(String(n))
        var out = ""
        while digits.count > 3 {
            out = "," + String(digits.suffix(3)) + out
            digits.removeLast(3)
        }
        return String(digits) + out
    }

    // MARK: - GitHub's Mermaid limits

    /// What GitHub's Mermaid renders at most (Mermaid's `maxEdges` and `maxTextSize`).
    public static let mermaidEdgeLimit = 500
    public static let mermaidTextLimit = 50_000

    /// Why GitHub would not render this Mermaid text (`what` names it), or nil.
    public static func mermaidLimitProblem(_ text: String, _ graph: RouteGraph, what: String) -> String? {
        let edges = drawnEdges(graph).count
        let characters = text.utf16.count
        guard edges > mermaidEdgeLimit || characters > mermaidTextLimit else { return nil }
        return "\(what) has \(grouped(edges)) edges and \(grouped(characters)) characters; GitHub renders at most "
            + "\(mermaidEdgeLimit) edges and \(grouped(mermaidTextLimit)) characters. Draw less of it with --focus NAME, "
            + "--from NAME or --edges, or one picture per part with --split stacks|tabs --output DIR"
    }

    // MARK: - Parts

    /// A part's title: its container or tab (`NavigationStack · Views/ContentView.swift:18`), or what it gathers.
    public static func title(_ part: RouteGraph.Part, in graph: RouteGraph, mode: RouteGraph.SplitMode) -> String {
        let what = mode == .stacks ? "stack" : "tab"
        switch part.kind {
        case .root:
            guard let root = part.root, let node = graph.nodes.first(where: { $0.id == root }) else { return part.name }
            return clusterLabel(graph, node)
        case .shared: return "Reached from several \(what)s"
        case .rest: return "The app, and what no \(what) reaches"
        }
    }

    /// The file a part is written to.
    public static func fileName(_ part: RouteGraph.Part, as format: RouteGraphFormat) -> String {
        part.name + "." + fileExtension(format)
    }

    public static func fileExtension(_ format: RouteGraphFormat) -> String {
        switch format {
        case .dot: return "dot"
        case .mermaid: return "mmd"
        case .json: return "json"
        }
    }

    /// The index of a split graph: `index.dot` (a map of the parts, each linking to its `.svg` once rendered),
    /// `index.md` (each part's Mermaid, which GitHub renders) or `index.json`. `texts` are the parts' files.
    public static func index(_ parts: [RouteGraph.Part], texts: [String], graph: RouteGraph, mode: RouteGraph.SplitMode,
                             as format: RouteGraphFormat) -> (name: String, text: String) {
        switch format {
        case .dot:
            var out = "digraph \"routes-index\" {\n"
            out += "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, nodesep=0.3, ranksep=0.5, "
            out += "label=\(dotQuoted("navlint graph --split \(mode.rawValue): one picture per \(mode == .stacks ? "stack" : "tab"); rendered as SVG beside the parts' SVGs, each box opens its part")), labelloc=t];\n"
            out += "  node [fontname=\"Helvetica\", fontsize=11, shape=box, style=\"rounded\"];\n"
            out += "  edge [color=\"gray45\"];\n"
            for p in parts {
                let c = counts(p.graph, as: format)
                let label = title(p, in: graph, mode: mode) + "\n" + p.name + ".dot · \(count(c.nodes, "node")), \(count(c.edges, "edge"))"
                out += "  \(dotQuoted(p.name)) [label=\(dotQuoted(label)), URL=\(dotQuoted(p.name + ".svg"))"
                out += p.kind == .root ? "];\n" : ", style=\"rounded,dashed\"];\n"
            }
            for p in parts {
                for t in p.leadsTo { out += "  \(dotQuoted(p.name)) -> \(dotQuoted(t));\n" }
            }
            out += "}\n"
            return ("index.dot", out)
        case .mermaid:
            var out = "# Route graph, one part per \(mode == .stacks ? "stack" : "tab")\n\n"
            out += "Written by `navlint graph --split \(mode.rawValue) --format mermaid`. Each part draws what only its "
            out += mode == .stacks ? "navigation container" : "tab"
            out += " reaches, and where its edges lead outside it; what several reach is in `shared`, what none "
            out += "reaches in `app`.\n\n"
            out += "| Part | File | Nodes | Edges | Leads to |\n|---|---|---|---|---|\n"
            for p in parts {
                let c = counts(p.graph, as: format)
                out += "| \(markdownCell(title(p, in: graph, mode: mode))) | [\(p.name).mmd](\(p.name).mmd) | \(c.nodes) | \(c.edges) | "
                out += p.leadsTo.joined(separator: ", ") + " |\n"
            }
            for (p, text) in zip(parts, texts) {
                out += "\n## \(markdownCell(title(p, in: graph, mode: mode)))\n\n`\(p.name).mmd`\n\n```mermaid\n" + text + "```\n"
            }
            return ("index.md", out)
        case .json:
            var out = "{\n  \"schema\": \"navlint-route-graph-index/1\",\n  \"split\": \(JSON.quote(mode.rawValue)),\n  \"parts\": ["
            for (k, p) in parts.enumerated() {
                let c = counts(p.graph, as: format)
                out += k == 0 ? "\n" : ",\n"
                out += "    {\"name\": \(JSON.quote(p.name)), \"file\": \(JSON.quote(p.name + ".json")), \"kind\": \(JSON.quote(p.kind.rawValue))"
                out += ", \"root\": \(p.root.map(JSON.quote) ?? "null"), \"title\": \(JSON.quote(title(p, in: graph, mode: mode)))"
                out += ", \"nodes\": \(c.nodes), \"edges\": \(c.edges), \"leadsTo\": [" + p.leadsTo.map(JSON.quote).joined(separator: ", ") + "]}"
            }
            out += parts.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
            return ("index.json", out)
        }
    }

    /// Text in a Markdown table cell or heading: pipes escaped, line breaks as spaces.
    static func markdownCell(_ s: String) -> String {
        escaped(s, entities: false) { u in
            switch u {
            case "|": return "\\|"
            case "\n": return " "
            default: return nil
            }
        }
    }
}
