import Foundation

struct Flight: Hashable, Identifiable {
    let id: String
    var destination: String
    var gate: String
    var departure: Date
}

struct GateChange: Hashable, Identifiable {
    let id = UUID()
    let flightID: String
    let oldGate: String
    let newGate: String
}

protocol FlightStatusService {
    func departures() async throws -> [Flight]
    func pendingGateChanges() async throws -> [GateChange]
}

struct DemoFlightStatusService: FlightStatusService {
    func departures() async throws -> [Flight] {
        [Flight(id: "BA283", destination: "LAX", gate: "B42", departure: .now.addingTimeInterval(3_600))]
    }

    func pendingGateChanges() async throws -> [GateChange] {
        [GateChange(flightID: "BA283", oldGate: "B42", newGate: "C12")]
    }
}

@MainActor
final class FlightBoardModel: ObservableObject {
    @Published private(set) var flights: [Flight] = []
    @Published var selection: GateChange?
    @Published var errorMessage: String?

    private let service: FlightStatusService

    init(service: FlightStatusService = DemoFlightStatusService()) {
        self.service = service
    }

    func load() async {
        do {
            flights = try await service.departures()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func pollAlerts() async {
        guard let change = try? await service.pendingGateChanges().first else { return }
        selection = change
    }
}
