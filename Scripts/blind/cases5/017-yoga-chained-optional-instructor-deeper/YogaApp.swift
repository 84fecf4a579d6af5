import SwiftUI

@main
struct YogaApp: App {
    let studio = Studio(name: "Lotus Loft", schedule: nil)

    var body: some Scene {
        WindowGroup { TodayView(studio: studio) }
    }
}

struct TodayView: View {
    let studio: Studio

    var body: some View {
        NavigationStack {
            List {
                if let next = studio.schedule?.nextClass {
                    NavigationLink("Next: \(next.title)", value: next)
                }
                NavigationLink("Meet your teacher", value: studio.schedule?.nextClass?.instructor)
                ForEach(studio.schedule?.classes ?? []) { yogaClass in
                    NavigationLink(yogaClass.title, value: yogaClass)
                }
            }
            .navigationDestination(for: YogaClass.self) { yogaClass in
                ClassDetail(yogaClass: yogaClass)
            }
            .navigationTitle(studio.name)
        }
    }
}

struct ClassDetail: View {
    let yogaClass: YogaClass

    var body: some View {
        VStack(spacing: 12) {
            Text(yogaClass.title).font(.title)
            if let instructor = yogaClass.instructor {
                NavigationLink("With \(instructor.name)", value: instructor)
            }
        }
        .navigationDestination(for: Instructor.self) { instructor in
            Text(instructor.name)
        }
    }
}
