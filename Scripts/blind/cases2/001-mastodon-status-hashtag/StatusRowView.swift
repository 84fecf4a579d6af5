import SwiftUI

struct StatusRowView: View {
    let status: Status

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            NavigationLink(value: status.account) {
                HStack {
                    Image(systemName: "person.crop.circle")
                    VStack(alignment: .leading) {
                        Text(status.account.displayName).bold()
                        Text("@\(status.account.username)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .buttonStyle(.plain)

            Text(status.content)

            HStack {
                ForEach(status.tags) { tag in
                    NavigationLink(value: tag) {
                        Text("#\(tag.name)")
                            .font(.caption)
                            .foregroundStyle(.tint)
                    }
                    .buttonStyle(.plain)
                }
            }

            Text(status.createdAt, style: .relative)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}
