import ArgumentParser
import VitrineCore

extension Blitter: ExpressibleByArgument {}
