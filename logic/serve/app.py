"""The web app of ``ruling serve``: a JSON API (documented at ``/docs``) and the page that uses it.

Every answer of the API has the shape of the command line's ``--json`` for the same
question (built by the same functions). Bad input is answered 4xx with
``{"error": "...", "where": "..."}``; a job stopped at the time limit 504 with the
limit named; nothing a request sends can stop the server (solver work runs in a
worker process, `logic.serve.runner`).
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..errors import InputError
from .cardpool import CardPool
from .jobs import MAX_TEXT, MAX_TOML, clauses_job, readings_job, scenario_names
from .runner import JobFailed, JobTimeout, Runner

__all__ = ["create_app", "ApiError"]

STATIC = Path(__file__).parent / "static"
DEFAULT_RULES = "marvel_champions/en"


class ApiError(Exception):
    """An answer other than 200: HTTP ``status``, ``error`` message, ``where`` (field or file:place)."""

    def __init__(self, status: int, error: str, where: str = "", **extra):
        super().__init__(error)
        self.status, self.error, self.where, self.extra = status, error, where, extra


class YouRequest(BaseModel):
    text: str = Field(description=f"the wording (at most {MAX_TEXT} characters)")
    rules: str = Field(DEFAULT_RULES, description="rule base, e.g. marvel_champions/fr")
    card_type: str = Field(description="MarvelCDB type code of the card (event, upgrade, ...)")
    attachment: str | None = Field(None, description="overrides the attachment read from the text")
    resolver: str | None = Field(None, description="controller or another_player (default: either)")
    readings: dict[str, str] = Field(default_factory=dict, description="{clause id: reading name}")


class DiffRequest(BaseModel):
    a: str = Field(description="rule base A")
    b: str = Field(description="rule base B")


class InteractionsRequest(BaseModel):
    text: str = Field(description=f"the card under design's text, with its bold labels (at most {MAX_TEXT} characters)")
    card_type: str = Field(description="MarvelCDB type code of the card (ally, support, minion ...)")
    name: str = Field("New card", max_length=100, description="its name")


class ScenarioRequest(BaseModel):
    scenario: str | None = Field(None, description="an example scenario by file name (scenarios/*.toml)")
    toml: str | None = Field(None, description=f"or the scenario's TOML text (at most {MAX_TOML} characters)")
    rules: str | None = Field(None, description="rule base (default: the scenario's own)")


class OrdersRequest(ScenarioRequest):
    limit: int = Field(50, ge=0, le=500, description="list the orders only up to this many")


def _error(status: int, error: str, where: str = "", **extra) -> JSONResponse:
    return JSONResponse({"error": error, "where": where, **extra}, status_code=status)


def create_app(runner: Runner | None = None, pool_path: str | Path | None = None, warm: bool = True) -> FastAPI:
    """The app. ``runner`` runs the solver jobs (default: one worker, 20 s limit); ``pool_path``
    is the MarvelCDB folder to pick cards from (None: no pool); ``warm`` starts the worker at startup."""
    runner = runner or Runner()
    pool = CardPool(pool_path)

    @asynccontextmanager
    async def lifespan(app):
        if warm:
            import anyio
            from ..registry import load_rule_base, rule_base_names
            later = tuple(n for n in rule_base_names() if n != DEFAULT_RULES and load_rule_base(n).for_topic("you"))
            await anyio.to_thread.run_sync(runner.warm, later)
        yield
        runner.close()

    app = FastAPI(title="ruling serve", lifespan=lifespan, docs_url=None, redoc_url=None,
                  description="The JSON API of the ruling playground. Each answer has the shape of the "
                              "command line's --json for the same question. Errors: "
                              '{"error": "...", "where": "..."} with 4xx for bad input, '
                              "504 when a job is stopped at the time limit.")
    app.state.runner, app.state.pool = runner, pool

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError):
        return _error(exc.status, exc.error, exc.where, **exc.extra)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError):
        first = exc.errors()[0] if exc.errors() else {}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
        return _error(400, f"bad request: {first.get('msg', 'invalid input')}", where)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException):
        return _error(exc.status_code, str(exc.detail), request.url.path)

    @app.exception_handler(Exception)
    async def _internal(request: Request, exc: Exception):
        return _error(500, f"internal error: {type(exc).__name__}: {exc}", request.url.path)

    def run(job: str, **kwargs):
        try:
            return runner.run(job, kwargs)
        except JobTimeout as exc:
            raise ApiError(504, f"the question took too long: {exc}", "time limit",
                           limit_seconds=exc.seconds) from None
        except JobFailed as exc:
            raise ApiError(500 if exc.internal else 400, exc.message, exc.where) from None

    def local(fn, *args):
        """Run a cheap job in the server process (no solver), with the same errors."""
        try:
            return fn(*args)
        except InputError as exc:
            where = ":".join(str(p) for p in (exc.file, exc.place) if p not in (None, ""))
            raise ApiError(400, exc.message, where) from None

    # -- the page ------------------------------------------------------------------------------
    @app.get("/", include_in_schema=False)
    def page():
        return FileResponse(STATIC / "index.html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/docs", include_in_schema=False)
    def docs():
        from fastapi.responses import HTMLResponse
        from .apidocs import docs_html
        return HTMLResponse(docs_html(app.openapi()))

    # -- reference data ------------------------------------------------------------------------
    @app.get("/api/rule-bases", summary="rule bases, card types, attachments, resolvers, scenarios, limits")
    def rule_bases():
        from ..registry import load_rule_base, rule_base_names
        from ..you.situations import RESOLVERS
        from ..you.vocab import ATTACHMENTS, CARD_TYPES
        names = rule_base_names()
        return {"rule_bases": [{"name": n, "you": bool(load_rule_base(n).for_topic("you")),
                                "topics": load_rule_base(n).topics()} for n in names],
                "default": DEFAULT_RULES if DEFAULT_RULES in names else names[0],
                "card_types": list(CARD_TYPES), "attachments": list(ATTACHMENTS), "resolvers": list(RESOLVERS),
                "scenarios": scenario_names(), "pool": pool.info(),
                "limits": {"text": MAX_TEXT, "toml": MAX_TOML, "seconds": runner.time_limit}}

    @app.get("/api/clauses", summary="every clause of a rule base: paraphrase and citation")
    def clauses(rules: str = Query(DEFAULT_RULES)):
        return local(clauses_job, rules)

    @app.get("/api/readings", summary="the clauses of a rule base that have readings")
    def readings(rules: str = Query(DEFAULT_RULES)):
        return local(readings_job, rules)

    # -- questions (worker process, time limit) --------------------------------------------------
    @app.post("/api/you", summary="every 'you' of a wording, ruled (= ruling you --text --json)")
    def you(req: YouRequest):
        if len(req.text) > MAX_TEXT:
            raise ApiError(413, f"the text has {len(req.text)} characters; the limit is {MAX_TEXT}", "text")
        return run("you_job", text=req.text, rules=req.rules, card_type=req.card_type, attachment=req.attachment,
                   resolver=req.resolver, readings=req.readings)

    @app.post("/api/diff", summary="where two rule bases rule differently (= ruling diff A B --json)")
    def diff(req: DiffRequest):
        return run("diff_job", a=req.a, b=req.b)

    def _scenario_args(req: ScenarioRequest) -> dict:
        if req.toml is not None and len(req.toml) > MAX_TOML:
            raise ApiError(413, f"the scenario has {len(req.toml)} characters; the limit is {MAX_TOML}", "toml")
        return {"name": req.scenario, "toml_text": req.toml, "rules": req.rules}

    @app.post("/api/orders", summary="legal orders of a scenario by outcome (= ruling orders FILE --json)")
    def orders(req: OrdersRequest):
        return run("orders_job", limit=req.limit, **_scenario_args(req))

    @app.post("/api/graph", summary="trigger dependency graph of a scenario, with SVG (= ruling graph --json)")
    def graph(req: ScenarioRequest):
        return run("graph_job", **_scenario_args(req))

    @app.get("/api/scenarios/{name}", summary="the TOML text of an example scenario")
    def scenario(name: str):
        if name not in scenario_names():
            raise ApiError(404, f"no example scenario {name!r}; known: {', '.join(scenario_names())}", "scenario")
        from ..registry import project_root
        return {"name": name, "toml": (project_root() / "scenarios" / name).read_text(encoding="utf-8")}

    # -- the card pool -------------------------------------------------------------------------------
    def _pool_needed():
        if pool.path is None:
            raise ApiError(404, "no card pool: start ruling serve with --pool PATH", "pool")

    @app.get("/api/cards", summary="search the card pool by code or name")
    def cards(q: str = Query("", max_length=100)):
        _pool_needed()
        return {"pool": pool.info(), "cards": local(pool.search, q)}

    @app.post("/api/interactions", summary="a card under design in the pool's trigger graph: what it triggers, "
                                           "what triggers it, the loops it closes (= ruling interactions --json)")
    def interactions(req: InteractionsRequest):
        _pool_needed()
        if len(req.text) > MAX_TEXT:
            raise ApiError(413, f"the text has {len(req.text)} characters; the limit is {MAX_TEXT}", "text")
        return run("interactions_job", pool=str(pool.path), text=req.text, card_type=req.card_type, name=req.name)

    @app.get("/api/card/{code}", summary="every face of one card of the pool: text, type, attachment")
    def card(code: str):
        _pool_needed()
        faces = local(pool.card, code)
        if not faces:
            raise ApiError(404, f"no card {code!r} in the pool", "code")
        return {"code": code, "faces": faces}

    return app
