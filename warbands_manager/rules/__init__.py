"""Pure game rules: no Qt, no SQL, no PDF. Everything here is plain data in, plain data out."""
