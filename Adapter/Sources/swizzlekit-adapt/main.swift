import Foundation
import SourceAdapter

// swizzlekit-adapt --output DIR [--context FILE]... FILE...
// Writes each FILE's Linux form to DIR as NAME.linux.swift; prints what it refuses as compiler
// errors (file:line:column: error: …) and then fails, so the build stops naming the line.
var output: String?
var contextPaths: [String] = []
var inputs: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--output": output = arguments.popFirst()
    case "--context": arguments.popFirst().map { contextPaths.append($0) }
    default: inputs.append(argument)
    }
}
guard let output else {
    FileHandle.standardError.write(Data("usage: swizzlekit-adapt --output DIR [--context FILE]... FILE...\n".utf8))
    exit(2)
}

func read(_ path: String) -> String {
    do {
        return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("\(path): error: cannot read the file: \(error)\n".utf8))
        exit(1)
    }
}

let names = inputs.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension + ".linux.swift" }
if let duplicate = Dictionary(grouping: zip(names, inputs), by: \.0).first(where: { $0.value.count > 1 }) {
    FileHandle.standardError.write(Data("\(duplicate.value[1].1):1:1: error: \(duplicate.value[0].1) has this file's name; the files of a module need distinct names\n".utf8))
    exit(1)
}
let (files, diagnostics) = SourceAdapter.adapt(files: inputs.map { ($0, read($0)) }, context: contextPaths.map(read))
for diagnostic in diagnostics { print(diagnostic) }
do {
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    for (file, name) in zip(files, names) {
        try file.text.write(toFile: output + "/" + name, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("swizzlekit-adapt: error: cannot write to \(output): \(error)\n".utf8))
    exit(1)
}
exit(diagnostics.isEmpty ? 0 : 1)
