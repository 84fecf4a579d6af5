// The route graph as text: Graphviz DOT, Mermaid (which GitHub renders in Markdown), and JSON. Same graph, same bytes.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules

public enum RouteGraphFormat: String, CaseIterable, Sendable {
    case dot, mermaid, json
}

public enum RouteGraphWriter {
    public static func render(_ graph: RouteGraph, as format: RouteGraphFormat) -> String {
        switch format {
        case .dot: return dot(graph)
        case .mermaid: return mermaid(graph)
        case .json: return json(graph)
        }
    }

    // MARK: - Shared

    /// Edges as drawn: one line for all sites of the same step (a view that pushes one route from three buttons).
    struct DrawnEdge {
        package var edge: RouteGraph.Edge
        package var sites: Int
    }

    static func drawnEdges(_ graph: RouteGraph) -> [DrawnEdge] {
        var result: [DrawnEdge] = []
        for e in graph.edges {
            if let last = result.last, last.edge.from == e.from, last.edge.to == e.to, last.edge.kind == e.kind,
               last.edge.routeCase == e.routeCase, last.edge.unmapped == e.unmapped {
                result[result.count - 1].sites += 1
            } else {
                result.append(DrawnEdge(edge: e, sites: 1))
            }
        }
        return result
    }

    /// The clusters, as a tree: each container's nested containers and the nodes drawn inside it.
    package struct Clusters {
        package var children: [String: [String]] = [:]      // container id -> container ids inside it
        package var members: [String: [RouteGraph.Node]] = [:]
        package var top: [String] = []                      // containers inside no other
        var loose: [RouteGraph.Node] = []           // nodes in no container
        var byID: [String: RouteGraph.Node] = [:]   // the first node of each id

        package init(_ graph: RouteGraph) {
            let ids = Set(graph.nodes.map(\.id))
            for n in graph.nodes {
                if byID[n.id] == nil { byID[n.id] = n }
                if n.kind.isContainer {
                    if let c = n.cluster, ids.contains(c) { children[c, default: []].append(n.id) } else { top.append(n.id) }
                    members[n.id, default: []].insert(n, at: 0)
                } else if let c = n.cluster, ids.contains(c) {
                    members[c, default: []].append(n)
                } else {
                    loose.append(n)
                }
            }
        }
    }

    package static func location(_ graph: RouteGraph, _ node: RouteGraph.Node) -> String? {
        node.location.map { "\(graph.path($0)):\($0.line)" }
    }

    /// What a node's box says (before escaping): its name, and what tells one instance from another.
    package static func lines(_ graph: RouteGraph, _ node: RouteGraph.Node) -> [String] {
        switch node.kind {
        case .inline: return [node.name] + (location(graph, node).map { [$0] } ?? [])
        case .missing: return ["missing destination", node.name]
        case .bundle: return [node.name] + (node.detail.map { [$0] } ?? []) + (location(graph, node).map { [$0] } ?? [])
        // A container's own place, not only its box's: the node is found by it when drawn outside its box too.
        case .stack, .navigationView, .splitView, .column, .tabView:
            return [node.name] + (node.detail.map { [$0] } ?? []) + (location(graph, node).map { [$0] } ?? [])
        default: return [node.name]
        }
    }

    static func clusterLabel(_ graph: RouteGraph, _ node: RouteGraph.Node) -> String {
        ([node.name] + (location(graph, node).map { [$0] } ?? [])).joined(separator: " · ")
    }

    // MARK: - DOT

    package static func dot(_ graph: RouteGraph) -> String {
        var out = "digraph \"routes\" {\n"
        out += "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, nodesep=0.3, ranksep=0.5];\n"
        out += "  node [fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
        let clusters = Clusters(graph)
        for n in clusters.loose { out += "  " + dotNode(graph, n) + "\n" }
        func cluster(_ id: String, depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            guard let node = clusters.byID[id] else { return }
            out += "\(pad)subgraph \(dotQuoted("cluster_" + id)) {\n"
            out += "\(pad)  label=\(dotQuoted(clusterLabel(graph, node))); style=\"rounded\"; color=\"\(node.reachable ? "gray50" : "gray80")\"; fontcolor=\"\(node.reachable ? "gray30" : "gray60")\";\n"
            for n in clusters.members[id] ?? [] { out += "\(pad)  " + dotNode(graph, n) + "\n" }
            for c in clusters.children[id] ?? [] { cluster(c, depth: depth + 1) }
            out += "\(pad)}\n"
        }
        for c in clusters.top { cluster(c, depth: 1) }
        let caseIndex = Dictionary(uniqueKeysWithValues: graph.nodes.map { n in (n.id, n.cases) })
        let bundles = Set(graph.nodes.filter { $0.kind == .bundle }.map(\.id))
        for d in drawnEdges(graph) {
            let e = d.edge
            var from = dotQuoted(e.from)
            if let c = e.routeCase, let k = caseIndex[e.from]?.firstIndex(of: c) { from += ":\"c\(k)\":e" }
            var attributes = dotEdgeStyle(e.kind)
            // A bundle's screens: the kind is said once, on the edges into the bundle.
            if bundles.contains(e.from) { attributes.removeAll { $0.hasPrefix("label=") } }
            if e.unmapped { attributes.append("color=\"red\""); attributes.append("fontcolor=\"red\"") }
            out += "  \(from) -> \(dotQuoted(e.to))" + (attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]") + ";\n"
        }
        out += "}\n"
        return out
    }

    static func dotNode(_ graph: RouteGraph, _ n: RouteGraph.Node) -> String {
        var attributes: [String] = []
        let grey = !n.reachable
        if n.kind == .route && !n.cases.isEmpty {
            // An enum: a record of its cases, each a port that destination edges leave from.
            let color = grey ? " COLOR=\"gray60\"" : ""
            let font = grey ? "<FONT COLOR=\"gray60\">" : "<FONT>"
            var table = "<<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"4\"\(color)>"
            table += "<TR><TD BGCOLOR=\"gray95\">\(font)<B>\(htmlEscaped(n.name))</B></FONT></TD></TR>"
            for (k, c) in n.cases.enumerated() { table += "<TR><TD PORT=\"c\(k)\">\(font)\(htmlEscaped(c))</FONT></TD></TR>" }
            table += "</TABLE>>"
            attributes = ["shape=plain", "label=" + table]
        } else {
            attributes.append("label=" + dotQuoted(lines(graph, n).joined(separator: "\n")))
            switch n.kind {
            case .app: attributes.append("shape=house")
            case .view: attributes += ["shape=box", "style=\"rounded\""]
            case .inline: attributes += ["shape=box", "style=\"rounded,dashed\""]
            case .route: attributes.append("shape=ellipse")
            case .code: attributes.append("shape=component")
            case .missing: attributes += ["shape=octagon", "color=\"red\"", "fontcolor=\"red\""]
            case .stack, .navigationView: attributes.append("shape=folder")
            case .splitView: attributes.append("shape=box3d")
            case .column: attributes.append("shape=cds")
            case .tabView: attributes.append("shape=tab")
            case .bundle: attributes += ["shape=note", "style=\"dotted\""]
            }
            if grey && n.kind != .missing { attributes += ["color=\"gray60\"", "fontcolor=\"gray60\""] }
        }
        return dotQuoted(n.id) + " [" + attributes.joined(separator: ", ") + "];"
    }

    static func dotEdgeStyle(_ kind: RouteGraph.EdgeKind) -> [String] {
        switch kind {
        case .root: return ["color=\"gray45\""]
        case .holds: return ["color=\"gray45\"", "dir=both", "arrowtail=odiamond", "arrowhead=none"]
        case .link: return []
        case .push: return ["label=\"push\""]
        case .destination: return ["style=bold"]
        case .present: return ["style=dashed"]
        case .sheet: return ["style=dotted", "label=\"sheet\""]
        case .cover: return ["style=dotted", "label=\"cover\""]
        case .popover: return ["style=dotted", "label=\"popover\""]
        case .selection: return ["color=\"steelblue\"", "fontcolor=\"steelblue\"", "label=\"selection\""]
        case .contains: return ["color=\"gray70\"", "arrowhead=empty"]
        }
    }

    /// A DOT double-quoted string that reads the same in any charset: quotes and backslashes escaped, newlines as
    /// `\n`, `&` and every non-ASCII character as HTML entities (Graphviz decodes them), other controls dropped.
    static func dotQuoted(_ s: String) -> String {
        "\"" + escaped(s, entities: true) { u in
            switch u {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "&": return "&amp;"
            default: return nil
            }
        } + "\""
    }

    /// Text inside a Graphviz HTML-like label.
    static func htmlEscaped(_ s: String) -> String {
        escaped(s, entities: true) { u in
            switch u {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "\n": return "<BR/>"
            default: return nil
            }
        }
    }

    /// `s` with each character `replacement` names replaced, other control characters dropped, and non-ASCII
    /// characters kept or, with `entities`, written as `&#N;`.
    package static func escaped(_ s: String, entities: Bool, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if let r = replacement(u) {
                out += r
            } else if u.value < 0x20 || u.value == 0x7F {
                continue
            } else if entities && u.value > 0x7E {
                out += "&#\(u.value);"
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }

    // MARK: - Mermaid

    package static func mermaid(_ graph: RouteGraph) -> String {
        var out = "flowchart LR\n"
        let clusters = Clusters(graph)
        for n in clusters.loose { out += "  " + mermaidNode(graph, n) + "\n" }
        func cluster(_ id: String, depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            guard let node = clusters.byID[id] else { return }
            out += "\(pad)subgraph \(mermaidID("cluster:" + id))[\"\(mermaidText(clusterLabel(graph, node)))\"]\n"
            for n in clusters.members[id] ?? [] { out += "\(pad)  " + mermaidNode(graph, n) + "\n" }
            for c in clusters.children[id] ?? [] { cluster(c, depth: depth + 1) }
            out += "\(pad)end\n"
        }
        for c in clusters.top { cluster(c, depth: 1) }
        var unmapped: [Int] = []
        let bundles = Set(graph.nodes.filter { $0.kind == .bundle }.map(\.id))
        for (k, d) in drawnEdges(graph).enumerated() {
            let e = d.edge
            let (arrow, label) = mermaidArrow(e.kind)
            let text = e.routeCase ?? (bundles.contains(e.from) ? nil : label)
            out += "  \(mermaidID(e.from)) \(arrow)" + (text.map { "|\"\(mermaidText($0))\"|" } ?? "") + " \(mermaidID(e.to))\n"
            if e.unmapped { unmapped.append(k) }
        }
        out += "  classDef unreachable fill:#f4f4f4,stroke:#bbbbbb,color:#999999\n"
        out += "  classDef missing fill:#fff0f0,stroke:#d00000,color:#d00000\n"
        let grey = graph.nodes.filter { !$0.reachable && $0.kind != .missing }.map { mermaidID($0.id) }
        if !grey.isEmpty { out += "  class \(grey.joined(separator: ",")) unreachable\n" }
        let missing = graph.nodes.filter { $0.kind == .missing }.map { mermaidID($0.id) }
        if !missing.isEmpty { out += "  class \(missing.joined(separator: ",")) missing\n" }
        if !unmapped.isEmpty { out += "  linkStyle \(unmapped.map(String.init).joined(separator: ",")) stroke:#d00000,color:#d00000\n" }
        return out
    }

    static func mermaidNode(_ graph: RouteGraph, _ n: RouteGraph.Node) -> String {
        var text = lines(graph, n)
        if n.kind == .route && !n.cases.isEmpty { text.append(n.cases.joined(separator: " · ")) }
        let label = "\"" + text.map(mermaidText).joined(separator: "<br/>") + "\""
        let id = mermaidID(n.id)
        switch n.kind {
        case .app: return "\(id)[/\(label)\\]"
        case .view: return "\(id)(\(label))"
        case .inline: return "\(id)>\(label)]"
        case .route: return "\(id)([\(label)])"
        case .code: return "\(id)[(\(label))]"
        case .missing: return "\(id){{\(label)}}"
        case .stack, .navigationView, .splitView, .column, .tabView: return "\(id)[[\(label)]]"
        case .bundle: return "\(id)[/\(label)/]"
        }
    }

    static func mermaidArrow(_ kind: RouteGraph.EdgeKind) -> (String, String?) {
        switch kind {
        case .root: return ("-->", nil)
        case .holds: return ("--o", nil)
        case .link: return ("-->", nil)
        case .push: return ("-->", "push")
        case .destination: return ("==>", nil)
        case .present: return ("-.->", nil)
        case .sheet: return ("-.->", "sheet")
        case .cover: return ("-.->", "cover")
        case .popover: return ("-.->", "popover")
        case .selection: return ("-->", "selection")
        case .contains: return ("-.-", nil)
        }
    }

    /// A Mermaid node id: letters and digits kept, every other byte as `_` and two hex digits (so no two ids meet).
    static func mermaidID(_ id: String) -> String {
        var out = ""
        for b in id.utf8 {
            if (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                out += "_" + String(b, radix: 16, uppercase: false).leftPadded(2)
            }
        }
        return out
    }

    /// Text in a quoted Mermaid label: Mermaid's entity codes for what it would read as markup.
    static func mermaidText(_ s: String) -> String {
        escaped(s, entities: false) { u in
            switch u {
            case "\"": return "#quot;"
            case "#": return "#35;"
            case "&": return "#amp;"
            case "<": return "#lt;"
            case ">": return "#gt;"
            case "\n": return "<br/>"
            default: return nil
            }
        }
    }

    // MARK: - JSON

    package static func json(_ graph: RouteGraph) -> String {
        var out = "{\n  \"schema\": \"navlint-route-graph/1\",\n  \"nodes\": ["
        for (k, n) in graph.nodes.enumerated() {
            out += k == 0 ? "\n" : ",\n"
            out += "    {\"id\": \(JSON.quote(n.id)), \"kind\": \(JSON.quote(n.kind.rawValue)), \"name\": \(JSON.quote(n.name))"
            out += ", \"detail\": \(n.detail.map(JSON.quote) ?? "null")"
            out += ", \"location\": \(jsonLocation(graph, n.location))"
            out += ", \"cases\": [" + n.cases.map(JSON.quote).joined(separator: ", ") + "]"
            out += ", \"cluster\": \(n.cluster.map(JSON.quote) ?? "null"), \"reachable\": \(n.reachable)}"
        }
        out += graph.nodes.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"edges\": ["
        for (k, e) in graph.edges.enumerated() {
            out += k == 0 ? "\n" : ",\n"
            out += "    {\"from\": \(JSON.quote(e.from)), \"to\": \(JSON.quote(e.to)), \"kind\": \(JSON.quote(e.kind.rawValue))"
            out += ", \"case\": \(e.routeCase.map(JSON.quote) ?? "null"), \"unmapped\": \(e.unmapped)"
            out += ", \"location\": \(jsonLocation(graph, e.location))}"
        }
        out += graph.edges.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    static func jsonLocation(_ graph: RouteGraph, _ location: SourceLocation?) -> String {
        guard let l = location else { return "null" }
        return "{\"file\": \(JSON.quote(graph.path(l))), \"line\": \(l.line), \"column\": \(l.column)}"
    }
}
