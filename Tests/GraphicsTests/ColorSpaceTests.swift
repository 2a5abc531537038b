import Foundation
import Testing
@testable import Graphics

/// Colours in colour spaces, as Core Graphics keeps them: a grey has two components, an RGB
/// colour four, alpha last; both paint as their sRGB value.
@Suite struct ColorSpaceTests {
    @Test func greysAndRGBColoursKeepTheirSpacesComponents() throws {
        let grey = CGColor(gray: 0.5, alpha: 0.25), rgb = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25)
        #expect(grey.numberOfComponents == 2 && grey.components == [0.5, 0.25] && grey.colorSpace?.model == .monochrome)
        #expect(rgb.numberOfComponents == 4 && rgb.components == [0.5, 0.5, 0.5, 0.25] && rgb.colorSpace?.name == CGColorSpace.sRGB)
        // Equal only in the same space, as CGColorEqualToColor; painted alike.
        #expect(grey != rgb && grey.premultiplied == rgb.premultiplied && grey.alpha == 0.25)
        #expect(CGColor.black.numberOfComponents == 2 && CGColor.clear.alpha == 0)
        let faded = try #require(grey.copy(alpha: 1))
        #expect(faded.colorSpace == grey.colorSpace && faded.components == [0.5, 1])
    }

    @Test func coloursMadeInASpaceFromComponents() throws {
        let device = CGColorSpaceCreateDeviceRGB()
        #expect(device.model == .rgb && device.numberOfComponents == 3 && CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        let values: [CGFloat] = [1, 0.5, 0, 2]
        let orange = try #require(CGColor(colorSpace: device, components: values))
        #expect(orange.components == [1, 0.5, 0, 1], "clamped to 0…1")
        #expect(orange.colorSpace == device && orange != CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb && CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model == .monochrome)
        #expect(CGColorSpace(name: "kCGColorSpaceDisplayP3") == nil, "a space this renderer cannot paint makes none")
    }

    @Test func aGradientFromComponentsIsTheGradientOfItsColours() throws {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1], locations: [CGFloat] = [0.2, 0.8]
        let fromComponents = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                                     locations: locations, count: 2))
        let fromColours = try #require(CGGradient(colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                                  locations: locations))
        for t in stride(from: CGFloat(0), through: 1, by: 0.1) { #expect(fromComponents.color(at: t) == fromColours.color(at: t)) }
        let greys = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1], locations: nil, count: 2))
        #expect(greys.color(at: 0.5) == RGBA8(red: 128, green: 128, blue: 128, alpha: 255))
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 0) == nil)
    }
}
