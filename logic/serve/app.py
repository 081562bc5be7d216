"""The web app of ``ruling serve``: a JSON API (documented at ``/docs``) and the page that uses it.

Every answer of the API has the shape of the command line's ``--json`` for the same
question (built by the same functions). Bad input is answered 4xx with
``{"error": "...", "where": "..."}``: 400 for a value the rules do not know, 413 for a body
past its bound, 422 for a field past its bound or of the wrong shape; 503 when too many
questions wait; a job stopped at its time limit 504 with the limit named. Nothing a request
sends can stop the server: solver work runs in worker processes (`logic.serve.runner`),
each question with its own clock, and a question waiting for a worker holds no thread of
the cheap calls. The bounds are in `logic.serve.limits`.
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from pathlib import Path
from typing import Annotated

import anyio
from fastapi import FastAPI, Path as PathParam, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, StringConstraints
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..errors import InputError
from .cardpool import CardPool
from . import limits
from .guard import BodyGuard
from .jobs import clauses_job, readings_job, scenario_names
from .limits import MAX_NAME, MAX_QUERY, MAX_READINGS, MAX_TEXT, MAX_TOML
from .runner import Busy, JobFailed, JobTimeout, Runner

__all__ = ["create_app", "ApiError"]

STATIC = Path(__file__).parent / "static"
DEFAULT_RULES = "marvel_champions/en"


class ApiError(Exception):
    """An answer other than 200: HTTP ``status``, ``error`` message, ``where`` (field or file:place)."""

    def __init__(self, status: int, error: str, where: str = "", **extra):
        super().__init__(error)
        self.status, self.error, self.where, self.extra = status, error, where, extra


Name = Annotated[str, StringConstraints(max_length=MAX_NAME)]


class Body(BaseModel):
    """A request body: a field it does not know is an error, never ignored."""
    model_config = ConfigDict(extra="forbid")


class YouRequest(Body):
    text: str = Field(max_length=MAX_TEXT, description=f"the wording (at most {MAX_TEXT} characters)")
    rules: Name = Field(DEFAULT_RULES, description="rule base, e.g. marvel_champions/fr")
    card_type: Name = Field(description="MarvelCDB type code of the card (event, upgrade, ...)")
    attachment: Name | None = Field(None, description="overrides the attachment read from the text")
    resolver: Name | None = Field(None, description="controller or another_player (default: either)")
    readings: dict[Name, Name] = Field(default_factory=dict, max_length=MAX_READINGS,
                                       description=f"{{clause id: reading name}} (at most {MAX_READINGS})")


class DiffRequest(Body):
    a: Name = Field(description="rule base A")
    b: Name = Field(description="rule base B")


class InteractionsRequest(Body):
    text: str = Field(max_length=MAX_TEXT,
                      description=f"the card under design's text, with its bold labels (at most {MAX_TEXT} characters)")
    card_type: Name = Field(description="MarvelCDB type code of the card (ally, support, minion ...)")
    name: Name = Field("New card", description="its name")


class ScenarioRequest(Body):
    scenario: Name | None = Field(None, description="an example scenario by file name (scenarios/*.toml)")
    toml: str | None = Field(None, max_length=MAX_TOML,
                             description=f"or the scenario's TOML text (at most {MAX_TOML} characters)")
    rules: Name | None = Field(None, description="rule base (default: the scenario's own)")


class OrdersRequest(ScenarioRequest):
    limit: int = Field(50, ge=0, le=limits.MAX_ORDERS_LISTED, description="list the orders only up to this many")


def _error(status: int, error: str, where: str = "", **extra) -> JSONResponse:
    return JSONResponse({"error": error, "where": where, **extra}, status_code=status)


def _validation_error(first: dict) -> tuple[int, str, str]:
    """(status, message, where) of pydantic's first complaint about a request: 400 for a body
    that is not JSON, 422 for a field missing, unknown, of the wrong type or past its bound."""
    loc = [str(p) for p in first.get("loc", ()) if p != "body"]
    where, kind, ctx = ".".join(loc), first.get("type", ""), first.get("ctx") or {}
    if kind == "json_invalid":
        return 400, f"malformed JSON: {ctx.get('error', first.get('msg', ''))}", "body"
    if kind in ("string_too_long", "too_long"):
        got = first.get("input")
        size = len(got) if isinstance(got, (str, dict, list)) else "too many"
        unit = "characters" if kind == "string_too_long" else "entries"
        return 422, f"{where or 'the value'} has {size} {unit}; the limit is {ctx.get('max_length', '')}", where
    if kind in ("less_than_equal", "greater_than_equal"):
        side = "at most" if kind == "less_than_equal" else "at least"
        return 422, f"{where} is {first.get('input')!r}; it must be {side} {ctx.get('le', ctx.get('ge'))}", where
    if kind == "extra_forbidden":
        return 422, f"unknown field {loc[-1] if loc else where!r}", where
    if kind == "missing":
        return 422, f"missing field {loc[-1] if loc else where}", where
    return 422, f"bad request: {first.get('msg', 'invalid input')}", where


def create_app(runner: Runner | None = None, pool_path: str | Path | None = None, warm: bool = True) -> FastAPI:
    """The app. ``runner`` runs the solver jobs (default: `limits.WORKERS` workers, `limits.TIME_LIMIT`
    s each); ``pool_path`` is the MarvelCDB folder to pick cards from (None: no pool); ``warm``
    starts the workers at startup. Every request body passes `BodyGuard` first."""
    runner = runner or Runner()
    pool = CardPool(pool_path)
    # the threads that wait for the workers, apart from the pool the cheap calls run on: a full
    # queue of questions never delays /api/rule-bases or the page
    job_threads = anyio.CapacityLimiter(runner.workers + runner.queue)
    pending = [0]  # questions taken by the API and not yet answered (counted on the event loop)

    @asynccontextmanager
    async def lifespan(app):
        if warm:
            from ..registry import load_rule_base, rule_base_names
            later = tuple(n for n in rule_base_names() if n != DEFAULT_RULES and load_rule_base(n).for_topic("you"))
            await anyio.to_thread.run_sync(runner.warm, later)
        yield
        runner.close()

    app = FastAPI(title="ruling serve", lifespan=lifespan, docs_url=None, redoc_url=None,
                  description="The JSON API of the ruling playground. Each answer has the shape of the "
                              "command line's --json for the same question. Errors: "
                              '{"error": "...", "where": "..."}: 400 bad input, 413 a body past its bound, '
                              "422 a field past its bound or of the wrong shape, 503 too many questions "
                              "waiting, 504 a question stopped at its time limit (it fails alone).")
    app.state.runner, app.state.pool = runner, pool
    app.add_middleware(BodyGuard, max_bytes=limits.MAX_BODY_BYTES, max_depth=limits.MAX_JSON_DEPTH)

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError):
        return _error(exc.status, exc.error, exc.where, **exc.extra)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError):
        return _error(*_validation_error(exc.errors()[0] if exc.errors() else {}))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException):
        return _error(exc.status_code, str(exc.detail), request.url.path)

    @app.exception_handler(Exception)
    async def _internal(request: Request, exc: Exception):
        return _error(500, f"internal error: {type(exc).__name__}: {exc}", request.url.path)

    async def run(job: str, **kwargs) -> JSONResponse:
        """The job's answer from a worker (the request waits without holding a shared thread), sent as
        the JSON the job built: a job's answer is plain JSON data already, so it is not walked again by
        FastAPI's encoder (on 20 simultaneous abilities, 6 MB of outcome groups: 1.9 s of CPU saved)."""
        if pending[0] >= runner.workers + runner.queue:  # before taking a thread
            raise ApiError(503, f"the server is busy: {runner.queue} questions already wait for a worker "
                                "(the limit); try again in a moment", "queue", limit=runner.queue)
        pending[0] += 1
        try:
            return JSONResponse(await anyio.to_thread.run_sync(runner.run, job, kwargs, limiter=job_threads))
        except Busy as exc:
            raise ApiError(503, f"the server is busy: {exc}", "queue", limit=runner.queue) from None
        except JobTimeout as exc:
            raise ApiError(504, f"the question took too long: {exc}", "time limit",
                           limit_seconds=exc.seconds) from None
        except JobFailed as exc:
            raise ApiError(500 if exc.internal else 400, exc.message, exc.where) from None
        finally:
            pending[0] -= 1

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
                "limits": limits.as_json(runner.time_limit, runner.workers, runner.queue)}

    @app.get("/api/clauses", summary="every clause of a rule base: paraphrase and citation")
    def clauses(rules: str = Query(DEFAULT_RULES, max_length=MAX_NAME)):
        return local(clauses_job, rules)

    @app.get("/api/readings", summary="the clauses of a rule base that have readings")
    def readings(rules: str = Query(DEFAULT_RULES, max_length=MAX_NAME)):
        return local(readings_job, rules)

    # -- questions (worker process, time limit) --------------------------------------------------
    @app.post("/api/you", summary="every 'you' of a wording, ruled (= ruling you --text --json)")
    async def you(req: YouRequest):
        return await run("you_job", text=req.text, rules=req.rules, card_type=req.card_type, attachment=req.attachment,
                   resolver=req.resolver, readings=req.readings)

    @app.post("/api/diff", summary="where two rule bases rule differently (= ruling diff A B --json)")
    async def diff(req: DiffRequest):
        return await run("diff_job", a=req.a, b=req.b)

    def _scenario_args(req: ScenarioRequest) -> dict:
        return {"name": req.scenario, "toml_text": req.toml, "rules": req.rules}

    @app.post("/api/orders", summary="legal orders of a scenario by outcome (= ruling orders FILE --json)")
    async def orders(req: OrdersRequest):
        return await run("orders_job", limit=req.limit, **_scenario_args(req))

    @app.post("/api/graph", summary="trigger dependency graph of a scenario, with SVG (= ruling graph --json)")
    async def graph(req: ScenarioRequest):
        return await run("graph_job", **_scenario_args(req))

    @app.get("/api/scenarios/{name}", summary="the TOML text of an example scenario")
    def scenario(name: str = PathParam(max_length=MAX_NAME)):
        if name not in scenario_names():
            raise ApiError(404, f"no example scenario {name!r}; known: {', '.join(scenario_names())}", "scenario")
        from ..registry import project_root
        return {"name": name, "toml": (project_root() / "scenarios" / name).read_text(encoding="utf-8")}

    # -- the card pool -------------------------------------------------------------------------------
    def _pool_needed():
        if pool.path is None:
            raise ApiError(404, "no card pool: start ruling serve with --pool PATH", "pool")

    @app.get("/api/cards", summary="search the card pool by code or name")
    def cards(q: str = Query("", max_length=MAX_QUERY)):
        _pool_needed()
        return {"pool": pool.info(), "cards": local(pool.search, q)}

    @app.post("/api/interactions", summary="a card under design in the pool's trigger graph: what it triggers, "
                                           "what triggers it, the loops it closes (= ruling interactions --json)")
    async def interactions(req: InteractionsRequest):
        _pool_needed()
        return await run("interactions_job", pool=str(pool.path), text=req.text, card_type=req.card_type, name=req.name)

    @app.get("/api/card/{code}", summary="every face of one card of the pool: text, type, attachment")
    def card(code: str = PathParam(max_length=MAX_NAME)):
        _pool_needed()
        faces = local(pool.card, code)
        if not faces:
            raise ApiError(404, f"no card {code!r} in the pool", "code")
        return {"code": code, "faces": faces}

    return app
