// chessops-read.mjs MODULES FILE...: read PGN files as lichess does (chessops:
// parsePgn, startingPosition, parseSan, parseComment) and print one line,
//	games G, plies P, clocks C, errors E
// then a line per error, "FILE:game N:ply M: 'SAN': reason".  Every move
// is played with chessops' own legality; a clock is a [%clk] comment that
// chessops reads on a move.  MODULES is the node_modules folder that holds
// chessops.  Used by tests/chessops-interop.sh.
import fs from 'node:fs';
import path from 'node:path';

const modules = process.argv[2];
const esm = (name) => import(path.join(modules, 'chessops', 'dist', 'esm', name));
const { parsePgn, startingPosition, parseComment } = await esm('pgn.js');
const { parseSan } = await esm('san.js');

let games = 0, plies = 0, clocks = 0;
const errors = [];
for (const file of process.argv.slice(3)) {
	const parsed = parsePgn(fs.readFileSync(file, 'utf8'));
	parsed.forEach((game, g) => {
		games++;
		const start = startingPosition(game.headers);
		if (start.isErr) {
			errors.push(`${file}:game ${g + 1}: ${start.error.message}`);
			return;
		}
		const pos = start.value;
		let ply = 0;
		for (const node of game.moves.mainline()) {
			ply++;
			const move = parseSan(pos, node.san);
			if (!move) {
				errors.push(`${file}:game ${g + 1}:ply ${ply}: '${node.san}': not legal`);
				return;
			}
			pos.play(move);
			plies++;
			for (const c of node.comments || [])
				if (parseComment(c).clock !== undefined)
					clocks++;
		}
	});
}
console.log(`games ${games}, plies ${plies}, clocks ${clocks}, errors ${errors.length}`);
for (const e of errors)
	console.log(e);
process.exit(errors.length ? 1 : 0);
