import SwiftUI

extension NavigationPath {
    mutating func showClass(_ session: GymClass) {
        append(ClassRoute.detail(classID: session.id))
    }

    mutating func showInstructor(_ instructor: Instructor) {
        append(instructor)
    }
}
