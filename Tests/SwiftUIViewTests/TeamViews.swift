import Foundation
import SwiftUIViews

// SwiftUI views as a team writes them: these files would compile on iOS with `import SwiftUI`.

struct ProfileCard: View {
    let name: String
    let role: String
    let followers: Int

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(Color.indigo)
                .frame(width: 56, height: 56)
                .overlay(Text(String(name.prefix(1))).font(.title2).bold().foregroundColor(.white))
            // As a team does when a row is tight: the text column is offered the room first.
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
                Label("\(followers) followers", systemImage: "person.2.fill")
                    .font(.footnote)
                    .foregroundColor(.accentColor)
            }
            .layoutPriority(1)
            Spacer(minLength: 0)
            Button("Follow") {}
                .buttonStyle(.borderedProminent)
                .font(.subheadline.weight(.semibold))
                .fixedSize()
        }
        .padding()
        .background(Color(uiColor: .secondarySystemGroupedBackground))
        .cornerRadius(16)
        .shadow(color: .black.opacity(0.12), radius: 8, y: 4)
        .padding()
    }
}

struct ChatRow: View {
    let name: String
    let message: String
    let time: String
    let unread: Int

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.teal).frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(name).font(.headline).lineLimit(1)
                    Spacer()
                    Text(time).font(.caption).foregroundStyle(.secondary)
                }
                HStack {
                    Text(message).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
                    Spacer(minLength: 8)
                    if unread > 0 {
                        Text("\(unread)")
                            .font(.caption2.bold())
                            .foregroundColor(.white)
                            .padding(.horizontal, 7)
                            .padding(.vertical, 2)
                            .background(Capsule().fill(Color.blue))
                    }
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

struct SettingsForm: View {
    @State private var notifications = true
    @State private var airplane = false

    var body: some View {
        Form {
            Section("Account") {
                Label("Profile", systemImage: "person.crop.circle")
                Toggle("Notifications", isOn: $notifications)
                Toggle("Airplane Mode", isOn: $airplane)
            }
            Section {
                HStack {
                    Text("Version")
                    Spacer()
                    Text("2.4.1").foregroundStyle(.secondary)
                }
                Button("Sign Out", role: .destructive) {}
            } footer: {
                Text("Signed in as layla@example.com")
            }
        }
    }
}

struct PhotoGrid: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 8)], spacing: 8) {
            ForEach(colors.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 8)
                    .fill(colors[index])
                    .frame(height: 80)
                    .overlay(alignment: .bottomTrailing) {
                        Text("\(index + 1)").font(.caption.bold()).foregroundColor(.white).padding(6)
                    }
            }
        }
        .padding()
    }
}

/// A flow layout: views left to right, wrapping to a new line when the next does not fit.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews)
        return CGSize(width: rows.map(\.width).max() ?? 0, height: rows.last.map { $0.y + $0.height } ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for row in arrange(width: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY + row.y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }

    private func arrange(width: CGFloat, subviews: Subviews) -> [(indices: [Int], y: CGFloat, width: CGFloat, height: CGFloat)] {
        var rows: [(indices: [Int], y: CGFloat, width: CGFloat, height: CGFloat)] = []
        var current: [Int] = [], x: CGFloat = 0, y: CGFloat = 0, height: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if !current.isEmpty && x + size.width > width {
                rows.append((current, y, x - spacing, height))
                y += height + spacing
                current = []; x = 0; height = 0
            }
            current.append(index)
            x += size.width + spacing
            height = max(height, size.height)
        }
        if !current.isEmpty { rows.append((current, y, x - spacing, height)) }
        return rows
    }
}

struct TagCloud: View {
    let tags = ["Swift", "SwiftUI", "Linux", "Snapshot tests", "Layout", "Accessibility", "Dark mode", "RTL"]
    var body: some View {
        FlowLayout {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.subheadline)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(Color.blue.opacity(0.15)))
                    .foregroundColor(.blue)
            }
        }
        .frame(width: 300)
        .padding()
    }
}
