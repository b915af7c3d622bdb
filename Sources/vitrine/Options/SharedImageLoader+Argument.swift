import ArgumentParser
import VitrineCatalog

extension SharedImageLoader: ExpressibleByArgument {}
