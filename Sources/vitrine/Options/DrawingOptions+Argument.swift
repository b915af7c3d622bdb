import ArgumentParser
import VitrineCore

extension Blitter: ExpressibleByArgument {}

extension PillCaps: ExpressibleByArgument {}
