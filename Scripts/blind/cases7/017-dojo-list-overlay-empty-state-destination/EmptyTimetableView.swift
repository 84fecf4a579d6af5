import SwiftUI

/// Shown over the empty list, not inside it.
struct EmptyTimetableView: View {
    let belt: Belt
    @State private var showingSyllabus = false

    var body: some View {
        ContentUnavailableView {
            Label("No \(belt.rawValue) belt classes", systemImage: "figure.martial.arts")
        } description: {
            Text("Practise the syllabus at home until the next term.")
        } actions: {
            Button("Open the \(belt.rawValue) belt syllabus") {
                showingSyllabus = true
            }
        }
        .navigationDestination(isPresented: $showingSyllabus) {
            SyllabusView(belt: belt)
        }
    }
}

struct SyllabusView: View {
    let belt: Belt

    var body: some View {
        Text("Syllabus for \(belt.rawValue) belt")
    }
}
