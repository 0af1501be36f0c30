//  main.swift

print("benchmarks: not yet implemented")
