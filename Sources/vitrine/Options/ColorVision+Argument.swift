import ArgumentParser
import VitrineCore

extension ColorVision: ExpressibleByArgument {}
