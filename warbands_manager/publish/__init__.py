"""A league published as a static web site (``site.py`` builds the pages, ``folder.py`` writes
only those that changed). Pure Python: no Qt, SQL or PDF library."""
