import SwiftUI

struct WallView: View {
    let wall: Wall

    var body: some View {
        List(wall.problems) { problem in
            NavigationLink("\(problem.grade) \(problem.holdColor)", value: problem)
        }
        .navigationDestination(for: ClimbProblem.self) { problem in
            ProblemView(problem: problem)
        }
        .navigationTitle(wall.id)
    }
}

struct ProblemView: View {
    @Environment(GymRouter.self) private var router
    let problem: ClimbProblem

    var body: some View {
        VStack {
            Text(problem.grade).font(.largeTitle)
            Button("More by \(problem.setter)") { router.open(.setter(name: problem.setter)) }
        }
    }
}
