//! The `cgame` binary, run as a user runs it.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::{cgame, cgame_with_input};

#[test]
fn eval_prints_one_line_per_expression() {
    let (out, err, code) = cgame(&[
        "eval",
        "{0|^}",
        "g := {2|1}",
        "g + g",
        "^ <> *",
        "{1|-1}.OutcomeClass",
    ]);
    assert_eq!(out, "^^*\n{2|1}\n3\ntrue\nN\n");
    assert_eq!(err, "");
    assert_eq!(code, 0);
}

#[test]
fn unicode_flag() {
    let (out, _, code) = cgame(&["--unicode", "eval", "{0|^}", "+-1/4", "{1*|0}"]);
    assert_eq!(out, "↑↑∗\n±1/4\n{1∗|0}\n");
    assert_eq!(code, 0);
}

#[test]
fn bad_input_names_the_column_and_exits_2() {
    let (out, err, code) = cgame(&["eval", "{1|0 1}"]);
    assert_eq!(out, "");
    assert_eq!(
        err.trim(),
        "error: expected '|', ',' or '}', found '1' at column 6"
    );
    assert_eq!(code, 2);
}

#[test]
fn json_output() {
    let (out, _, code) = cgame(&["--json", "eval", "{0|^}", "{1|"]);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["value"], "^^*");
    assert_eq!(lines[0]["input"], "{0|^}");
    assert_eq!(lines[1]["column"], 4);
    assert_eq!(
        lines[1]["error"],
        "expected '|', ',' or '}', found the end of the input at column 4"
    );
    assert_eq!(code, 2);
}

#[test]
fn repl_reads_lines_from_a_pipe() {
    let (stdout, stderr, code) =
        cgame_with_input(&[], "a := ^\na + a + *\n\nhelp\n{1|\nquit\n1+1\n");
    let mut lines = stdout.lines();
    assert_eq!(lines.next(), Some("^"));
    assert_eq!(lines.next(), Some("^^*"));
    assert!(stdout.contains("Comparisons"));
    assert!(!stdout.contains("\n2\n"), "stops at quit");
    assert!(stderr.contains("{1|\n   ^\nerror: expected"), "{stderr}");
    assert_eq!(code, 2);
}

#[test]
fn repl_help_lists_and_explains_every_name() {
    let (out, _, code) = cgame_with_input(&[], "help\nhelp LeftStop\nhelp kayles\nhelp Nonsense\n");
    // The list names functions, games and methods alike.
    for name in [
        "Functions:",
        "TakeAndBreak",
        "Games:",
        "ToadsAndFrogs",
        "Methods:",
        "Thermograph",
    ] {
        assert!(out.contains(name), "{name} in {out}");
    }
    // {2|1}: Left moving first reaches 2; the example says so.
    assert!(out.contains("G.LeftStop\n"), "{out}");
    assert!(out.contains("Example: {2|1}.LeftStop  gives  2"), "{out}");
    assert!(out.contains("Kayles(n) or Kayles(\"board\")"), "{out}");
    assert!(
        out.contains("no function, game or method is called 'Nonsense'"),
        "{out}"
    );
    assert_eq!(code, 0);
}

#[test]
fn usage_errors_exit_2() {
    let (_, err, code) = cgame(&["eval"]);
    assert!(err.contains("required"));
    assert_eq!(code, 2);
}

#[test]
fn expressions_may_start_with_a_minus_sign() {
    let (out, err, code) = cgame(&["eval", "-1", "-{0||0|-1/4}", "-1/2 + 3"]);
    assert_eq!(out, "-1\nMiny(1/4)\n5/2\n");
    assert_eq!(err, "");
    assert_eq!(code, 0);
}

#[test]
fn nim_prints_the_value_and_every_winning_move() {
    // 1^3^5^6 = 1: the piles with bit 0 set drop by one.
    let (out, _, code) = cgame(&["nim", "1", "3", "5", "6"]);
    assert_eq!(
        out,
        "Nim 1 3 5 6: value *1\ntake 1 from pile 1 (1 -> 0)\ntake 1 from pile 2 (3 -> 2)\ntake 1 from pile 3 (5 -> 4)\n"
    );
    assert_eq!(code, 0);
    let (out, _, _) = cgame(&["nim", "1", "3", "5", "7"]);
    assert!(out.starts_with("Nim 1 3 5 7: value *0\nno winning move"));
    let (_, err, code) = cgame(&["nim", "1", "x"]);
    assert!(err.contains("'x' at position 2") && err.contains("as in 1 3 5 7"));
    assert_eq!(code, 2);
}

#[test]
fn kayles_treblecross_and_chess_positions() {
    // Kayles runs of 3 and 5: *3 + *4 = *7. A win turns the run of five
    // (pins 5-9) into *3: a pair off an end leaves a run of 3, a pair
    // inside leaves runs of 1 and 2 (*1 + *2); single pins leave *1, *2 or
    // *0, and the run of three cannot become *4.
    let (out, _, code) = cgame(&["kayles", "III.IIIII"]);
    assert_eq!(
        out,
        "Kayles III.IIIII: value *7\nknock down pins 5 and 6\nknock down pins 6 and 7\nknock down pins 7 and 8\nknock down pins 8 and 9\n"
    );
    assert_eq!(code, 0);
    // Five files: only the middle push wins (see DawsonsChess).
    let (out, _, _) = cgame(&["chess", "5"]);
    assert_eq!(
        out,
        "Dawson's Chess BBBBB/...../WWWWW: value *3\npush the pawn on file 3\n"
    );
    let (out, _, _) = cgame(&["chess", "4"]);
    assert!(out.contains("value *0\nno winning move"));
    let (_, err, code) = cgame(&["chess", "BBB/W../.WW"]);
    assert!(err.contains("captures are compulsory"), "{err}");
    assert_eq!(code, 2);
    let (out, _, _) = cgame(&["treblecross", "..XX......"]);
    assert!(out.contains("cross cell 2: three in a row"));
}

#[test]
fn toads_prints_value_outcome_and_best_moves() {
    // Seed 001: TT__FF = * and _TT_FF_ = +-1/4 with Left's best move to
    // _T_TFF_ (1/4); the board is its own mirror image, so Right's best
    // move is the mirror of Left's.
    let (out, _, code) = cgame(&["toads", "TT__FF", "_tt.ff_"]);
    assert_eq!(out, "TT__FF  *  N\n_TT_FF_  +-1/4  N\n");
    assert_eq!(code, 0);
    let (out, _, _) = cgame(&["toads", "_TT_FF_", "--moves"]);
    assert_eq!(
        out,
        "_TT_FF_  +-1/4  N  Left: toad 3 steps to 4 -> _T_TFF_ = 1/4  Right: frog 5 steps to 4 -> _TTF_F_ = -1/4\n"
    );
    // TT_F by hand: Left steps to T_TF = {0|1} = 1/2 (T_TF's options are
    // _TTF = 0 and TFT_ = {TF_T|} = {0|} = 1); Right steps to TTF_ =
    // {T_FT|} = {*|} = 0 (* reverses through 0). So {1/2|0}, N.
    let (out, err, code) = cgame(&["toads", "TT_F", "TxF"]);
    assert_eq!(out, "TT_F  {1/2|0}  N\n");
    assert!(err.contains("'x' at column 2"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn schema_games_take_their_rules_before_the_board() {
    // tf.. by hand: with Toads and Frogs' jump Left's only move leaves
    // .ft. = {-1|1} = 0 and Right has none: 1, Left wins. Without jumps
    // (maxJump=0) nobody moves: 0.
    let (out, _, code) = cgame(&["gen-toads-and-frogs", "maxJump=0 tf..", "tf..", "--moves"]);
    assert_eq!(
        out,
        "maxJump=0 tf..  0  P  Left: no move  Right: no move\ntf..  1  L  Left: jump from 1 to 3 -> .ft. = 0  Right: no move\n"
    );
    assert_eq!(code, 0);
    // x.|.o along diagonals: either stone takes the other: *.
    let (out, err, code) = cgame(&["gen-clobber", "directions=diagonal x.|.o", "sideways=1 xo"]);
    assert_eq!(out, "directions=diagonal x.|.o  *  N\n");
    assert!(err.contains("there is no rule 'sideways'"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn outcome_finds_who_wins_and_the_winning_moves_by_search() {
    // xo.xxo by hand: xo is * (either capture ends it) and xxo is
    // {x.x | xo.} = {0 | *} = ^, so the board is ^*, N. Left wins only by
    // taking in xo (leaving ^, which Right, to move, loses); Right only
    // by taking the middle x of xxo (leaving * + * = 0).
    // xoxoxo|oxoxox is P: CGSuite 2.1.1, as MCGS's clobber_rectangle_
    // alternating.test labels it; so neither side has a winning move. xxo
    // alone is ^, L: Right's one capture leaves xo. = *, which Left, to
    // move, wins.
    let args = [
        "clobber",
        "xo.xxo",
        "xoxoxo|oxoxox",
        "xxo",
        "--outcome",
        "--moves",
    ];
    let (out, _, code) = cgame(&args);
    assert_eq!(
        out,
        "xo.xxo  N  Left wins by: to .x.xxo -> .x.xxo R  Right wins by: to xo.xo. -> xo.xo.\n\
         xoxoxo|oxoxox  P  Left wins by: no winning move  Right wins by: no winning move\n\
         xxo  L  Left wins by: to x.x -> x.x R  Right wins by: no winning move\n"
    );
    assert_eq!(code, 0);
    // xo|ox: each capture leaves three stones; after Left's, .x|ox, Left
    // can take the o (to 0) and Right's one capture leaves .x|.o = *, so
    // it is {0 | *} = ^ and Left, moving first, wins; Right likewise.
    let (out, _, _) = cgame(&["--json", "clobber", "xo|ox", "--outcome"]);
    assert_eq!(out, "{\"outcome\":\"N\",\"position\":\"xo|ox\"}\n");
    // Impartial games have no such search: their analysis names the
    // winning moves already.
    let (out, err, code) = cgame(&["nim", "3 4", "--outcome"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(
        err.contains("--outcome searches for who wins a partizan game"),
        "{err}"
    );
}

#[test]
fn a_game_has_help_and_refuses_misplaced_options() {
    // Help for a game names its board format, an example and its options:
    // --misere only for impartial games, --atlas only for Toads and Frogs.
    let (out, err, code) = cgame(&["toads", "--help"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Toads and Frogs: "), "{out}");
    assert!(out.contains("Example: cgame toads "), "{out}");
    assert!(
        out.contains("--moves") && out.contains("--atlas N"),
        "{out}"
    );
    assert!(!out.contains("--misere"), "{out}");
    let (out, _, code) = cgame(&["nim", "-h"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("--misere") && !out.contains("--atlas"),
        "{out}"
    );
    // A global option after the game is not read as a board.
    let (out, err, code) = cgame(&["toads", "TT__FF", "--json"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(
        err.contains("Toads and Frogs has no option --json"),
        "{err}"
    );
    assert!(err.contains("cgame --json toads BOARD"), "{err}");
    // In its place it works, and --moves still does after the board.
    let (out, _, code) = cgame(&["--json", "toads", "TT__FF"]);
    assert_eq!(code, 0);
    assert!(out.contains("\"value\":\"*\""), "{out}");
}

#[test]
fn thermograph_prints_walls_and_draws() {
    // {3|-2} + {1|-1} = {4|2||-1|-3}: left scaffold 2 up to t = 1, then
    // 3 - t; right -1 up to 1, then -2 + t; they meet at 5/2, value 1/2.
    let svg = std::env::temp_dir().join(format!("cgame-thermo-{}.svg", std::process::id()));
    let (out, _, code) = cgame(&[
        "thermograph",
        "{3|-2} + {1|-1}",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(
        out,
        "{4|2||-1|-3}\nmean 1/2, temperature 5/2\nleft wall:  2 to 1, then 3-t to 5/2, then 1/2\nright wall: -1 to 1, then -2+t to 5/2, then 1/2\n"
    );
    assert_eq!(code, 0);
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert!(drawn.starts_with("<svg") && drawn.contains("temperature 5/2"));
    let _ = std::fs::remove_file(&svg);
    let (_, err, code) = cgame(&["thermograph", "{3|"]);
    assert!(err.contains("column 4"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn heap_prints_values_periods_and_plots() {
    // OEIS A002186, heaps 0..=12.
    let (out, _, code) = cgame(&["heap", ".77", "--upto", "12"]);
    assert_eq!(out, "0 1 2 3 1 4 3 2 1 4 2 6 4\n");
    assert_eq!(code, 0);
    let (out, _, _) = cgame(&["heap", ".77", "--upto", "300", "--period"]);
    assert_eq!(
        out,
        "Periodicity(Period => 12, Preperiod => 71, Saltus => 0)\n"
    );
    // OEIS A002188, heaps 0..=12.
    let (out, _, _) = cgame(&["heap", "grundy", "--upto", "12"]);
    assert_eq!(out, "0 0 0 1 0 2 1 0 2 1 0 2 1\n");
    let svg = std::env::temp_dir().join(format!("cgame-test-{}.svg", std::process::id()));
    let (_, _, code) = cgame(&[
        "heap",
        ".6",
        "--upto",
        "2000",
        "--plot",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg") && text.contains("heaps 0..2000"));
    std::fs::remove_file(svg).ok();
    let (_, err, code) = cgame(&["heap", ".1y", "--upto", "3"]);
    assert!(err.contains("'y' at position 3"));
    assert_eq!(code, 2);
}

/// `heap CODE --misere`: the quotient of 0.75 is R₈, the one misère
/// quotient of order 8 (Siegel 2007), with P = {a, b²}.
#[test]
fn heap_misere_prints_the_quotient() {
    let (out, _, code) = cgame(&["heap", "0.75", "--misere", "--upto", "100"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains("all heaps"), "{out}");
    assert_eq!(lines[1], "order 8, P-portion {a, b²}");
    assert_eq!(lines[2], "⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩");
    let (out, _, _) = cgame(&["--json", "heap", "0.75", "--misere", "--upto", "100"]);
    assert!(out.contains("\"order\":8"), "{out}");
    let (_, err, code) = cgame(&["heap", "0.1y", "--misere"]);
    assert!(err.contains("error"), "{err}");
    assert_eq!(code, 2);
}

/// Output into a pipe closed early (`| head`) ends the program quietly,
/// as it does Unix tools, not with a panic.
#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgame"))
        .args(["heap", ".77", "--upto", "100000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 16];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The pipe's reading end is dropped here, before the output is done.
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(err.is_empty(), "{err}");
}

/// A line of the REPL that is not UTF-8 is reported, and the lines after
/// it are still evaluated.
#[test]
fn a_bad_line_does_not_end_the_repl() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgame"))
        .arg("--json")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"1\n{0|\xff}\n*2\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines[1].contains("line 2: not UTF-8"), "{text}");
    assert_eq!(lines[2], r#"{"input":"*2","value":"*2"}"#);
    assert_eq!(out.status.code(), Some(2));
}

/// A class may be declared over several lines of a script, as in a
/// CGSuite `.cgs` file; a class left open at the end is an error.
#[test]
fn a_class_over_several_lines() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgame"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let script = "singleton class Nim extends Ruleset\n\
                  \x20 class Position(heapSize as Integer) extends ImpartialGame\n\
                  \x20   override def Options := [Position(k) for k from 0 to heapSize - 1];\n\
                  \x20 end\n\
                  \x20 def Eval(heapSize as Integer) := Position(heapSize);\n\
                  end\n\
                  Nim(5) + Nim(3)\n\
                  class Open(n) extends Game\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    // The singleton is its object, printed by its name; 5 ^ 3 = 6.
    assert_eq!(text, "Nim\n*6\n");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("expected 'end' to close class `Open`"),
        "{err}"
    );
    assert_eq!(out.status.code(), Some(2));
}

/// `--timeout` bounds long work: Domineering on an empty 8 x 8 board runs
/// for minutes; with a limit of one second the command says it gave up and
/// exits with 3 soon after. Quick work is untouched.
#[test]
fn timeout_gives_up_and_says_so() {
    let t = std::time::Instant::now();
    let board = ["........"; 8].join("|");
    let (out, err, code) = cgame(&["--timeout", "1", "domineering", &board]);
    assert_eq!(code, 3, "{out}{err}");
    assert!(err.contains("gave up after"), "{err}");
    assert!(t.elapsed().as_secs_f64() < 5.0, "{:?}", t.elapsed());
    let (out, _, code) = cgame(&["--timeout", "30", "eval", "{0|^}"]);
    assert_eq!((out.as_str(), code), ("^^*\n", 0));
    let (_, err, code) = cgame(&["--timeout", "0", "eval", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("not a number of seconds above 0"), "{err}");
}

/// In the REPL `--timeout` is for each line: a line past it is reported and
/// the session goes on, with the names it had.
#[test]
fn repl_timeout_stops_a_line_not_the_session() {
    let t = std::time::Instant::now();
    let input = "a := 2\n(*400).Heat(1).Temperature\na + 1\n";
    let (out, err, code) = cgame_with_input(&["--timeout", "0.5"], input);
    assert_eq!(out, "2\n3\n", "{err}");
    assert!(err.contains("gave up after 0.5 s"), "{err}");
    assert_eq!(code, 2);
    assert!(t.elapsed().as_secs_f64() < 5.0, "{:?}", t.elapsed());
}

/// Printing is within a line's budget too: `v10*2000 : *2` is quick to
/// work out, but ordering its options for display checks uptimal
/// expansions with sums of `*2000`, far past half a second. The line is
/// reported and the session goes on.
#[test]
fn repl_timeout_stops_a_long_printing() {
    let t = std::time::Instant::now();
    let (out, err, code) = cgame_with_input(&["--timeout", "0.5"], "v10*2000 : *2\n1 + 1\n");
    assert_eq!(out, "2\n", "{err}");
    assert!(err.contains("gave up after 0.5 s"), "{err}");
    assert_eq!(code, 2);
    assert!(t.elapsed().as_secs_f64() < 5.0, "{:?}", t.elapsed());
}

/// `--max-forms` bounds the table of canonical forms: a line that would
/// grow it past the bound is reported, and lines that need no new form go
/// on. `memory` tells the count, `clear` empties the caches.
#[test]
fn repl_max_forms_bounds_the_table() {
    // Heating *30 makes thousands of forms; *3 and 1 + 1 need a handful.
    let input = "*3\nmemory\n(*30).Heat(1)\n1 + 1\nclear\n*3\n";
    let (out, err, code) = cgame_with_input(&["--max-forms", "100"], input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "*3");
    assert!(
        lines[1].starts_with("canonical forms in the table: "),
        "{out}"
    );
    assert_eq!(
        &lines[2..],
        ["2", "caches of results and game positions emptied", "*3"],
        "{out}"
    );
    assert!(err.contains("reached its bound of 100 forms"), "{err}");
    assert_eq!(code, 2);
    // The same line under `eval`, and the JSON count.
    let (_, err, code) = cgame(&["--max-forms", "100", "eval", "(*30).Heat(1)"]);
    assert!(err.contains("reached its bound of 100 forms"), "{err}");
    assert_eq!(code, 2);
    // 0 lifts the bound: the line that stopped at 100 forms finishes, as
    // it does under a bound it does not reach.
    let (out, err, code) = cgame(&["--max-forms", "0", "eval", "(*30).Heat(1).Birthday"]);
    assert_eq!(code, 0, "{err}");
    let (roomy, _, _) = cgame(&["--max-forms", "100000000", "eval", "(*30).Heat(1).Birthday"]);
    assert_eq!(out, roomy);
    let (out, _, _) = cgame_with_input(&["--json"], "*3\nmemory\n");
    let count: serde_json::Value = serde_json::from_str(out.lines().nth(1).unwrap()).unwrap();
    assert!(count["forms"].as_u64().unwrap() >= 1, "{out}");
}

/// `--max-text` refuses to print a value whose text is too long, saying how
/// long it is, and the session goes on. `(*16).Heat(1)` writes 20 600 818
/// bytes (counted by printing it), past the default of 16 MiB.
#[test]
fn max_text_refuses_huge_texts() {
    let (out, err, code) = cgame_with_input(&[], "(*16).Heat(1)\n^ + ^\n");
    assert_eq!(out, "^^\n");
    assert!(err.contains("text would be 20600818 bytes"), "{err}");
    assert_eq!(code, 2);
    let (out, _, code) = cgame(&["--max-text", "30000000", "eval", "(*16).Heat(1)"]);
    assert_eq!((out.len(), code), (20_600_818 + 1, 0));
    let (out, _, code) = cgame(&["--json", "--max-text", "7", "eval", "{3|2||1}"]);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["text_len"], 8, "{out}");
    assert_eq!(code, 2);
}

/// CGSuite's `System.Print(x)`: each value on a line of its own, before
/// the line's value, also when the line then fails; in JSON as `printed`.
#[test]
fn system_print_writes_before_the_value() {
    let (out, _, code) = cgame(&["eval", "for n from 1 to 3 do System.Print(*n) end; 7"]);
    assert_eq!((out.as_str(), code), ("*\n*2\n*3\n7\n", 0));
    let (out, err, code) = cgame(&["eval", "System.Print(^); error(\"stop\")"]);
    assert_eq!((out.as_str(), code), ("^\n", 2));
    assert!(err.contains("stop"), "{err}");
    let (out, _, _) = cgame(&["--json", "eval", "System.Print(^^); 2"]);
    assert_eq!(
        out,
        "{\"input\":\"System.Print(^^); 2\",\"printed\":\"^^\"}\n{\"input\":\"System.Print(^^); 2\",\"value\":\"2\"}\n"
    );
    let (out, _, _) = cgame_with_input(&["repl"], "System.Print(*2); 1\n");
    assert_eq!(out, "*2\n1\n");
}

#[test]
fn path_reads_class_files_in_eval_and_the_repl() {
    let dir = std::env::temp_dir().join(format!("cgame-cli-path-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("games")).unwrap();
    std::fs::write(
        dir.join("games").join("Take.cgs"),
        "/* Either player takes 1 or 2. */\n\
         class Take(n as Integer) extends ImpartialGame\n\
           override def Options := [Take(n - k) for k in [1, 2] where k <= n];\n\
         end\n",
    )
    .unwrap();
    let folder = dir.to_str().unwrap();
    // Taking 1 or 2 has the nim-values 0, 1, 2, 0, 1, 2, …: 4 is *1, 5 is *2.
    let (out, err, code) = cgame(&["--path", folder, "eval", "games.Take(4) + games.Take(5)"]);
    assert_eq!((out.as_str(), err.as_str(), code), ("*3\n", "", 0));
    let (out, _, code) = cgame_with_input(&["--path", folder], "games.Take(6).CanonicalForm\n");
    assert_eq!((out.as_str(), code), ("0\n", 0));
    let missing = dir.join("missing");
    let (out, err, code) = cgame(&["--path", missing.to_str().unwrap(), "eval", "1"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(
        err.starts_with("error: --path ") && err.contains("missing"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
