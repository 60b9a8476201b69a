#!/usr/bin/env python3
"""kiwisolver on the same systems as the Swift solver benchmark
(`SolverBenchmarks.swift`): prints one line a figure, `name seconds`,
medians of the runs given. Python's call overhead is part of every figure,
as it is for anyone who uses kiwisolver."""

import statistics
import sys
import time

import kiwisolver as kiwi


def screen(constraints):
    """Views of four variables each, about 8 constraints a view, in
    columns under a root: the same formulas as the Swift benchmark."""
    solver = kiwi.Solver()
    width = kiwi.Variable("rootWidth")
    solver.addConstraint((width == 1000) | "required")
    count = 0
    i = 0
    previous = None
    while count < constraints:
        left, top, w, h = (kiwi.Variable("l%d" % i), kiwi.Variable("t%d" % i),
                           kiwi.Variable("w%d" % i), kiwi.Variable("h%d" % i))
        cs = [
            left >= 0,
            left + w <= width,
            (w == 100 + (i % 7) * 10) | "strong",
            h >= 20 + i % 5,
            (h == 44) | "medium",
            (left == 16) | "weak",
        ]
        if previous is None or i % 50 == 0:
            cs.append(top == 0)
        else:
            cs.append(top == previous[1] + previous[3] + 8)
        cs.append((top <= 100000) | "weak")
        for c in cs:
            solver.addConstraint(c)
        count += len(cs)
        previous = (left, top, w, h)
        i += 1
    solver.updateVariables()
    return solver


def chain(length):
    solver = kiwi.Solver()
    xs = [kiwi.Variable("x%d" % i) for i in range(length + 1)]
    solver.addConstraint(xs[0] >= 0)
    for i in range(length):
        solver.addConstraint(xs[i + 1] >= xs[i] + 1)
    for i, x in enumerate(xs):
        solver.addConstraint((x == i * 0.5) | "weak")
    solver.updateVariables()
    return solver, xs


def edits(count):
    solver, xs = chain(100)
    solver.addEditVariable(xs[0], "strong")
    start = time.perf_counter()
    for i in range(count):
        solver.suggestValue(xs[0], (i % 200) * 1.5)
        solver.updateVariables()
    return time.perf_counter() - start


def median(runs, body):
    body()  # once untimed, as the Swift side does: first-run costs aside
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for size in (100, 1000, 10000):
        print("screen-%d %.9f" % (size, median(runs if size < 10000 else 3, lambda: screen(size))))
    print("chain-1000 %.9f" % median(runs, lambda: chain(1000)))
    print("edits-1000 %.9f" % statistics.median(edits(1000) for _ in range(runs)))


if __name__ == "__main__":
    main()
