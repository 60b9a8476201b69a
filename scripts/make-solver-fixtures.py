#!/usr/bin/env python3
"""Writes the LayoutConstraints solver's reference fixtures.

Random constraint systems, seeded, are solved by kiwisolver (the C++ Kiwi
solver, `pip install kiwisolver`); the Swift tests solve the same systems
and compare every variable with Kiwi's value. This script is the only
place kiwisolver is used: the tests read the committed fixtures.

Each system: variables 0..n-1; constraints
`[relation, strength, constant, [variable, coefficient, ...]]` meaning
`sum(coefficient * variable) + constant  relation  0`, with relation -1
(<=), 0 (==) or 1 (>=); then edit variables `[variable, strength]`,
suggested values `[variable, value]` applied in order, constraints removed
by index, and the values Kiwi gives every variable at the end.

Only systems whose solution does not depend on the order the constraints
are added in are kept (solved twice, the second time shuffled), so a
fixture checks the optimum, not which of several optimal vertices the
pivoting happened to reach.

Usage: python3 scripts/make-solver-fixtures.py [count]
"""

import json
import os
import random
import sys

import kiwisolver as kiwi

OPS = {-1: "<=", 0: "==", 1: ">="}


def strength(rng):
    kind = rng.random()
    if kind < 0.35:
        return kiwi.strength.required
    # Weights with fractions make ties between optima unlikely.
    return kiwi.strength.create(
        rng.choice([0, 0, rng.uniform(0.5, 3)]),
        rng.choice([0, rng.uniform(1, 100)]),
        rng.uniform(1, 900),
    )


def make_system(rng, size):
    n = max(2, size // 2)
    truth = [rng.uniform(-500, 500) for _ in range(n)]
    constraints = []
    for _ in range(size):
        terms = []
        for var in rng.sample(range(n), k=min(n, rng.choice([1, 2, 2, 3]))):
            terms += [var, float(rng.choice([-3, -2, -1, -0.5, 0.5, 1, 2, 3]))]
        value = sum(terms[i + 1] * truth[terms[i]] for i in range(0, len(terms), 2))
        relation = rng.choice([-1, 0, 1, 1, -1])
        s = strength(rng)
        if s >= kiwi.strength.required:
            # Required ones hold at `truth`, inequalities with room.
            room = 0 if relation == 0 else rng.uniform(0, 50)
            constant = -value + (room if relation == 1 else -room)
        else:
            constant = -value + rng.uniform(-300, 300)
        constraints.append([relation, s, round(constant, 6), terms])
    # A weak stay on every variable keeps every optimum bounded.
    for var in range(n):
        constraints.append(
            [0, kiwi.strength.create(0, 0, rng.uniform(1, 10)),
             -round(truth[var] + rng.uniform(-100, 100), 6), [var, 1.0]])
    edits = []
    suggests = []
    if rng.random() < 0.4:
        for var in rng.sample(range(n), k=min(n, rng.randint(1, 3))):
            edits.append([var, kiwi.strength.create(0, rng.uniform(1, 900), 0)])
        for _ in range(rng.randint(1, 6)):
            var = rng.choice(edits)[0]
            suggests.append([var, round(rng.uniform(-600, 600), 6)])
    removed = []
    if rng.random() < 0.3:
        removed = sorted(rng.sample(range(len(constraints)), k=min(len(constraints), rng.randint(1, 5))))
    return {"vars": n, "cons": constraints, "edits": edits, "suggest": suggests,
            "remove": removed}


def make_screen(rng, size):
    """A system shaped like a screen: rows of views, each a left edge and
    a width, chained with gaps, at least a minimum wide, wanting their own
    width, each row within its container; about `size` constraints."""
    constraints = []
    n = 0
    while len(constraints) < size:
        count = rng.randint(3, 12)
        left = list(range(n, n + count))
        width = list(range(n + count, n + 2 * count))
        n += 2 * count
        container = rng.uniform(300, 1200)
        constraints.append([0, kiwi.strength.required, -rng.uniform(0, 20), [left[0], 1.0]])
        for i in range(count):
            constraints.append([1, kiwi.strength.required, -rng.uniform(1, 20), [width[i], 1.0]])
            constraints.append([0, kiwi.strength.create(0, rng.uniform(1, 500), 0),
                                -rng.uniform(20, 200), [width[i], 1.0]])
            if i > 0:
                gap = rng.uniform(0, 16)
                constraints.append([0, kiwi.strength.required, gap,
                                    [left[i - 1], 1.0, width[i - 1], 1.0, left[i], -1.0]])
        constraints.append([-1, kiwi.strength.create(rng.uniform(1, 3), 0, 0), -container,
                            [left[-1], 1.0, width[-1], 1.0]])
    return {"vars": n, "cons": constraints, "edits": [], "suggest": [], "remove": []}


def solve(system, order):
    solver = kiwi.Solver()
    variables = [kiwi.Variable("v%d" % i) for i in range(system["vars"])]
    made = {}
    for index in order:
        relation, s, constant, terms = system["cons"][index]
        expression = sum(
            (terms[i + 1] * variables[terms[i]] for i in range(0, len(terms), 2)),
            constant)
        if relation == -1:
            constraint = (expression <= 0) | s
        elif relation == 0:
            constraint = (expression == 0) | s
        else:
            constraint = (expression >= 0) | s
        solver.addConstraint(constraint)
        made[index] = constraint
    for var, s in system["edits"]:
        solver.addEditVariable(variables[var], s)
    for var, value in system["suggest"]:
        solver.suggestValue(variables[var], value)
    for index in system["remove"]:
        solver.removeConstraint(made[index])
    solver.updateVariables()
    return [v.value() for v in variables]


def solve_apart(system, order):
    """`solve` in a child process: kiwisolver aborts the whole process on
    some systems ("The objective is unbounded", an internal error it does
    not turn into a Python exception); those are dropped."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            data = json.dumps(solve(system, order)).encode()
        except Exception:
            data = b"null"
        with os.fdopen(write, "wb") as out:
            out.write(data)
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as source:
        data = source.read()
    _, status = os.waitpid(pid, 0)
    if status != 0 or not data:
        return None
    return json.loads(data)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1200
    rng = random.Random(2026)
    sizes = [rng.randint(10, 120) for _ in range(count)]
    sizes[:12] = [2000, 2000, 1500, 1000, 1000, 500, 500, 300, 300, 200, 200, 150]
    systems = []
    dropped = 0
    for index, size in enumerate(sizes):
        system = make_screen(rng, size) if index < 12 else make_system(rng, size)
        order = list(range(len(system["cons"])))
        first = solve_apart(system, order)
        shuffled = order[:]
        rng.shuffle(shuffled)
        second = solve_apart(system, shuffled)
        if first is None or second is None or max(
                abs(a - b) for a, b in zip(first, second)) > 1e-7:
            dropped += 1
            continue
        system["values"] = [round(v, 9) for v in first]
        systems.append(system)
    path = "Tests/LayoutConstraintsTests/Fixtures/kiwi-systems.json"
    with open(path, "w") as out:
        json.dump({"kiwisolver": kiwi.__version__, "systems": systems}, out,
                  separators=(",", ":"))
    print("%d systems written to %s (%d dropped: order-dependent, or Kiwi "
          "failed)" %
          (len(systems), path, dropped))


if __name__ == "__main__":
    main()
