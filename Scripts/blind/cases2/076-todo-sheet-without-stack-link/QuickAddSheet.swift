import SwiftUI

struct QuickAddSheet: View {
    let onAdd: (TodoItem) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var project: Project?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TextField("What needs doing?", text: $title)
                .textFieldStyle(.roundedBorder)
            Picker("Project", selection: $project) {
                Text("None").tag(Project?.none)
                ForEach(Projects.all) { project in
                    Text(project.name).tag(Optional(project))
                }
            }
            if let project {
                NavigationLink("Open \(project.name)", value: project)
            }
            HStack {
                Button("Cancel", role: .cancel) { dismiss() }
                Spacer()
                Button("Add") {
                    onAdd(TodoItem(title: title, project: project))
                    dismiss()
                }
                .buttonStyle(.borderedProminent)
                .disabled(title.isEmpty)
            }
        }
        .padding()
    }
}
