"""``ruling serve``: the playground in the browser.

Modules, one concern each:

- `jobs`: the work behind each API call (card wordings, diffs, orders, graphs, readings),
  plain functions returning the same JSON as the command line's ``--json``;
- `runner`: runs a job in a worker process under a time limit (a runaway job is killed);
- `drawing`: a plain SVG of a trigger graph for when Graphviz is not installed;
- `cardpool`: the card pool the page picks cards from;
- `app`: the web app (FastAPI): the JSON API, its docs at ``/docs`` and the page;
- `apidocs`: the API documentation page (``/docs``), from the OpenAPI schema;
- `commands`: the ``ruling serve`` subcommand;
- ``static/``: the page (HTML, vanilla JS, CSS), served by the app, no build step.
"""
