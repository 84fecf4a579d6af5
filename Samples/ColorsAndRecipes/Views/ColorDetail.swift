import SwiftUI

struct ColorDetail: View {
    var color: Color
    var text: String

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 24)
                .fill(color)
                .frame(height: 240)
            Text(text.capitalized)
                .font(.largeTitle.bold())

            NavigationLink {
                RecipeDetailView(recipe: suggestedRecipe)
            } label: {
                Label("Make Something \(text.capitalized)", systemImage: "frying.pan")
            }
            .buttonStyle(.borderedProminent)
            .tint(color)

            Spacer()
        }
        .padding()
        .navigationTitle(text.capitalized)
    }

    private var suggestedRecipe: Recipe {
        color == .mint ? .mintJulep : .strawberryShortcake
    }
}

#Preview {
    ColorDetail(color: .mint, text: "mint")
}
