"""One root for every error the tool reports, and its kinds.

The command line catches `RulingError` at the top and prints `str(error)`, which
always names the file and the place when there is one, then exits with code 2.
"""

__all__ = ["RulingError", "InputError", "EncodingError", "SolverUnknown"]


class RulingError(Exception):
    """Root of every error `ruling` reports to its user."""


class InputError(RulingError):
    """Bad input: a missing or malformed file, an unknown name, an incomplete world.

    Parameters
    ----------
    message : what is wrong, in the user's terms.
    file : the file it was read from, if any.
    place : where in the file (a line number, a TOML key path, a card code).
    """

    def __init__(self, message: str, file: str | None = None, place: str | None = None):
        self.message = message
        self.file = file
        self.place = place
        super().__init__(self.__str__())

    def __str__(self) -> str:
        where = ":".join(str(p) for p in (self.file, self.place) if p not in (None, ""))
        return f"{where}: error: {self.message}" if where else f"error: {self.message}"


class EncodingError(InputError):
    """An encoding file breaks the clause conventions (bad citation, duplicate id, ...)."""


class SolverUnknown(RulingError):
    """The solver answered neither sat nor unsat (timeout, incompleteness)."""

    def __init__(self, reason: str):
        self.reason = reason
        super().__init__(f"solver returned unknown: {reason}")
