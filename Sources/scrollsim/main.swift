import ArgumentParser

ScrollSim.main()
