#!/bin/bash
# Files and non-blank lines a contract's checks take, at a git revision: its package in jcstress,
# lincheck, properties and jmh, plus its Contract, Property and Setup files in subjects (the subjects
# themselves are the content, not the cost of a contract). Suite tests that live in a contract's
# package (CrossVersionModelCheckingTest, RefCountOperationsAccess) are left out.
# Usage: tools/contract-size.sh <rev> <package path, e.g. counter or vthreads/keyset>
rev=${1:?usage: tools/contract-size.sh <rev> <package path>}
pkg=${2:?usage: tools/contract-size.sh <rev> <package path>}
files=$( (git ls-tree -r --name-only "$rev" -- jcstress/src lincheck/src properties/src jmh/src \
            | grep -E "/dev/provingground/$pkg/[^/]+\.java$"
          git ls-tree -r --name-only "$rev" -- subjects/src/main \
            | grep -E "/dev/provingground/$pkg/[A-Za-z]+(Contract|Property|Setup)\.java$") \
        | grep -v -E "CrossVersionModelCheckingTest|OperationsAccess")
n=0; l=0
for f in $files; do n=$((n + 1)); l=$((l + $(git show "$rev:$f" | grep -cv '^\s*$'))); done
echo "$pkg $n files $l lines"
