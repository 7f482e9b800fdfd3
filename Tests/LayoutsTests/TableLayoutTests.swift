import LayoutCore
import Testing

@testable import Layouts
