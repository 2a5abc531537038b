import DynamicRuntime
import FuzzSupport

// Untyped sends by selector name: any name, with arguments of any type, to an object whose
// class may resolve or forward what it lacks, while per-object hooks come and go and two
// implementations are exchanged — either runs the method the name finds, with the answer it
// gives, or throws a `RuntimeError`; never crashes. Whatever the input changed is undone at the
// end, and the object answers as before.
runFuzzTarget { input in
    let receiver: FzReceiver = input.choice(2) == 0 ? FzReceiver() : FzForwarding()
    var tokens: [HookToken] = []
    var exchanged = false
    while !input.isEmpty {
        let selector = FzNames.selector(from: &input)
        switch input.choice(5) {
        case 0, 1:
            let arguments = FzArguments.value(from: &input)
            let responds = class_respondsToSelector(receiver.dispatchClass, selector)
            do throws(RuntimeError) {
                let result = try receiver.perform(selector, with: arguments)
                expectInvariant(responds || receiver is FzForwarding, "\(selector) ran, but the receiver does not respond to it")
                if let expected = FzReceiver.expectedResult(selector, arguments, exchanged: exchanged) {
                    expectInvariant("\(result)" == "\(expected)", "\(selector) answered \(result), not \(expected)")
                }
            } catch {
                expectInvariant(error.kind != .unrecognizedSelector || !responds, "\(selector) is not recognised, but the receiver responds to it")
            }
        case 2:
            if let token = try? receiver.hook(FzReceiver.step, before: { _, _ in }) { tokens.append(token) }
        case 3:
            if !tokens.isEmpty { try? tokens.remove(at: input.choice(tokens.count)).revert() }
        default:
            FzReceiver.exchangeSteps()
            exchanged.toggle()
        }
    }
    for token in tokens.reversed() { try? token.revert() }
    if exchanged { FzReceiver.exchangeSteps() }
    expectInvariant(receiver.dispatchClass === RuntimeClass.of(type(of: receiver)) || !receiver.dispatchClass.isHiddenFromClassQuery
                    || receiver.dispatchClass.ownMethods().isEmpty,
                    "the receiver keeps hooks on \(receiver.dispatchClass.name) after every one was reverted")
    expectInvariant((try? receiver.perform(FzReceiver.step.untyped, with: 1)) as? Int == 2, "step: 1 no longer answers 2")
}
