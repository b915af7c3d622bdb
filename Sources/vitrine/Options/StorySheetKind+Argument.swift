import ArgumentParser
import VitrineCatalog

extension StorySheet.Kind: ExpressibleByArgument {}
