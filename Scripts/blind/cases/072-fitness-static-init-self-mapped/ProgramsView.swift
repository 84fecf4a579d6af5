import SwiftUI

@main
struct ProgramsApp: App {
    var body: some Scene {
        WindowGroup { ProgramsView() }
    }
}

struct ProgramsView: View {
    @State private var path = NavigationPath()
    @State private var goal: Goal = .strength
    @State private var advanced = false

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Picker("Goal", selection: $goal) {
                    ForEach(Goal.allCases, id: \.self) { Text($0.rawValue.capitalized) }
                }
                NavigationLink("Recommended", value: goal.program)
                NavigationLink("Starter", value: Program.beginner)
                NavigationLink("Two-week reset", value: Program.custom(weeks: 2))
                Toggle("Advanced", isOn: $advanced)
                Button("Start") {
                    path.append(advanced ? Program.all[1] : .beginner)
                }
                Button("Build my own") {
                    let program: Program = {
                        let weeks = advanced ? 12 : 6
                        return Program.custom(weeks: weeks)
                    }()
                    path.append(program)
                }
                Button("By goal") {
                    let chosen = switch goal {
                    case .strength: Program.all[0]
                    case .endurance, .mobility: Program.beginner
                    }
                    path.append(chosen)
                }
            }
            .navigationTitle("Programs")
            .navigationDestination(for: Program.self) { program in
                Text("\(program.name): \(program.weeks) weeks")
            }
        }
    }
}
