"""``ruling serve``: the playground in the browser.

Modules, one concern each:

- `jobs`: the work behind each API call (card wordings, diffs, orders, graphs, readings),
  plain functions returning the same JSON as the command line's ``--json``;
- `runner`: runs jobs in a pool of worker processes, each job under its own time limit (a
  runaway job's worker is killed and replaced; the other jobs go on);
- `limits`: every bound of the server's inputs (body, fields, queue, time);
- `guard`: the request body bounds (size, JSON depth), checked before the app reads a body;
- `drawing`: a plain SVG of a trigger graph for when Graphviz is not installed;
- `cardpool`: the card pool the page picks cards from;
- `app`: the web app (FastAPI): the JSON API, its docs at ``/docs`` and the page;
- `apidocs`: the API documentation page (``/docs``), from the OpenAPI schema;
- `commands`: the ``ruling serve`` subcommand;
- ``static/``: the page (HTML, vanilla JS, CSS), served by the app, no build step.
"""
