//! Solved tables on disk: a header naming what was solved, the sorted
//! position codes and the cells, and a CRC-32 of it all, so that a table
//! read back is the one written or is refused.
//!
//! The layout, all numbers little-endian: `CGTABLE1`; the key's length
//! (u32) and the key (UTF-8); the number of positions `n` (u64); `n` codes
//! (u64, strictly increasing); `n` cells (u16: the value in the top two
//! bits, the remoteness or `0x3fff` for none below); the CRC-32 (u32).

use std::io::{self, Read, Write};
use std::marker::PhantomData;

use super::table::{Table, valid_cell};

const MAGIC: &[u8; 8] = b"CGTABLE1";

/// The most positions a table file may claim (so a damaged length cannot
/// ask for more memory than a solve could have used).
const MAX_STORED: u64 = super::MAX_POSITIONS as u64;

/// A CRC-32 kept over every byte written or read.
struct Summed<T> {
    inner: T,
    crc: crc32fast::Hasher,
}

impl<W: Write> Summed<W> {
    fn put(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.crc.update(bytes);
        self.inner.write_all(bytes)
    }
}

impl<R: Read> Summed<R> {
    fn take<const N: usize>(&mut self) -> io::Result<[u8; N]> {
        let mut b = [0; N];
        self.inner.read_exact(&mut b)?;
        self.crc.update(&b);
        Ok(b)
    }
}

fn bad(why: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, why.into())
}

impl<P> Table<P> {
    /// Writes the table, under `key` (what was solved: the game, its
    /// variant and size), in the format of this module.
    ///
    /// ```
    /// use combinatorial_games::games::{Dao, DaoBoard};
    /// use combinatorial_games::retrograde::{solve, Table};
    /// let table = solve(&Dao, &DaoBoard::start()).unwrap();
    /// let mut bytes = Vec::new();
    /// table.write_to("dao", &mut bytes).unwrap();
    /// let back: Table<DaoBoard> = Table::read_from("dao", &mut &bytes[..]).unwrap();
    /// assert_eq!(back.counts(), table.counts());
    /// assert!(Table::<DaoBoard>::read_from("mancala", &mut &bytes[..]).is_err());
    /// ```
    pub fn write_to(&self, key: &str, w: &mut impl Write) -> io::Result<()> {
        let mut out = Summed {
            inner: io::BufWriter::new(w),
            crc: crc32fast::Hasher::new(),
        };
        out.put(MAGIC)?;
        out.put(&(key.len() as u32).to_le_bytes())?;
        out.put(key.as_bytes())?;
        out.put(&(self.codes.len() as u64).to_le_bytes())?;
        for c in &self.codes {
            out.put(&c.to_le_bytes())?;
        }
        for c in &self.cells {
            out.put(&c.to_le_bytes())?;
        }
        let crc = out.crc.clone().finalize();
        out.inner.write_all(&crc.to_le_bytes())?;
        out.inner.flush()
    }

    /// Reads a table written by [`Table::write_to`] under the same `key`.
    /// Errors (`InvalidData`) when the file is for another key, damaged
    /// (the CRC differs) or inconsistent (codes out of order, a cell no
    /// solve writes).
    ///
    /// ```
    /// use combinatorial_games::games::{Dao, DaoBoard};
    /// use combinatorial_games::retrograde::{solve, Table};
    /// // O has won already: one position.
    /// let done: DaoBoard = "OO../OO../X.X./X..X X".parse().unwrap();
    /// let mut bytes = Vec::new();
    /// solve(&Dao, &done).unwrap().write_to("dao", &mut bytes).unwrap();
    /// let back = Table::<DaoBoard>::read_from("dao", &mut &bytes[..]).unwrap();
    /// assert_eq!(back.len(), 1);
    /// let cell = bytes.len() - 6; // the last cell, before the CRC-32
    /// bytes[cell] ^= 1;
    /// let e = Table::<DaoBoard>::read_from("dao", &mut &bytes[..]).unwrap_err();
    /// assert_eq!(e.to_string(), "damaged: the checksum differs");
    /// ```
    pub fn read_from(key: &str, r: &mut impl Read) -> io::Result<Table<P>> {
        let mut input = Summed {
            inner: io::BufReader::new(r),
            crc: crc32fast::Hasher::new(),
        };
        if &input.take::<8>()? != MAGIC {
            return Err(bad("not a solved table"));
        }
        let len = u32::from_le_bytes(input.take()?) as usize;
        if len != key.len() {
            return Err(bad("a table of something else"));
        }
        let mut stored = vec![0; len];
        input.inner.read_exact(&mut stored)?;
        input.crc.update(&stored);
        if stored != key.as_bytes() {
            return Err(bad("a table of something else"));
        }
        let n = u64::from_le_bytes(input.take()?);
        if n > MAX_STORED {
            return Err(bad("too many positions"));
        }
        let n = n as usize;
        let mut codes = Vec::with_capacity(n);
        for _ in 0..n {
            codes.push(u64::from_le_bytes(input.take()?));
        }
        let mut cells = Vec::with_capacity(n);
        for _ in 0..n {
            cells.push(u16::from_le_bytes(input.take()?));
        }
        let want = input.crc.clone().finalize();
        let mut crc = [0; 4];
        input.inner.read_exact(&mut crc)?;
        if u32::from_le_bytes(crc) != want {
            return Err(bad("damaged: the checksum differs"));
        }
        if codes.windows(2).any(|w| w[0] >= w[1]) || !cells.iter().all(|&c| valid_cell(c)) {
            return Err(bad("inconsistent"));
        }
        Ok(Table {
            codes,
            cells,
            positions: PhantomData,
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::games::{Dao, DaoBoard};
    use crate::retrograde::{Table, solve};

    #[test]
    fn damage_is_refused() {
        let table = solve(&Dao, &DaoBoard::start()).unwrap();
        let mut bytes = Vec::new();
        table.write_to("dao", &mut bytes).unwrap();
        // Ten bytes a position, and a header.
        assert_eq!(bytes.len(), 10 * table.len() + 8 + 4 + 3 + 8 + 4);
        for at in [0, 20, bytes.len() / 2, bytes.len() - 1] {
            let mut hurt = bytes.clone();
            hurt[at] ^= 0x10;
            assert!(
                Table::<DaoBoard>::read_from("dao", &mut &hurt[..]).is_err(),
                "{at}"
            );
        }
        let short = &bytes[..bytes.len() - 3];
        assert!(Table::<DaoBoard>::read_from("dao", &mut &short[..]).is_err());
        let back = Table::<DaoBoard>::read_from("dao", &mut &bytes[..]).unwrap();
        let start = DaoBoard::start();
        assert_eq!(back.get(&Dao, &start), table.get(&Dao, &start));
    }
}
