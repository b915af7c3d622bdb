import ArgumentParser
import VitrineGallery

extension Comparison.Axis: ExpressibleByArgument {}
