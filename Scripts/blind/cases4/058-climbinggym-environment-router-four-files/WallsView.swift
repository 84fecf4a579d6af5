import SwiftUI

struct WallsView: View {
    @Environment(GymRouter.self) private var router
    let walls = [Wall(id: "The Cave", angle: 45, problems: []), Wall(id: "Slab", angle: -5, problems: [])]

    var body: some View {
        List(walls) { wall in
            Button("\(wall.id) (\(wall.angle)°)") { router.open(.wall(wall)) }
        }
        .navigationTitle("Walls")
    }
}
