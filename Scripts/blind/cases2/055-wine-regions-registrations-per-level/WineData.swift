import Foundation

struct Region: Identifiable, Hashable {
    let id: String
    let name: String
    let country: String
}

struct Winery: Identifiable, Hashable {
    let id: Int
    let name: String
    let regionID: Region.ID
}

struct Wine: Identifiable, Hashable {
    let id: Int
    let name: String
    let vintage: Int
    let wineryID: Winery.ID
}

enum Cellar {
    static let regions = [
        Region(id: "douro", name: "Douro", country: "Portugal"),
        Region(id: "rioja", name: "Rioja", country: "Spain"),
    ]
    static let wineries = [
        Winery(id: 1, name: "Quinta do Crasto", regionID: "douro"),
        Winery(id: 2, name: "López de Heredia", regionID: "rioja"),
    ]
    static let wines = [
        Wine(id: 1, name: "Reserva Old Vines", vintage: 2019, wineryID: 1),
        Wine(id: 2, name: "Viña Tondonia", vintage: 2010, wineryID: 2),
    ]

    static func wineries(in region: Region) -> [Winery] {
        wineries.filter { $0.regionID == region.id }
    }

    static func wines(from winery: Winery) -> [Wine] {
        wines.filter { $0.wineryID == winery.id }
    }
}
