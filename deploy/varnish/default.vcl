# Varnish 7 in front of the Matjar storefront, purged by tag (vmod-xkey, Debian's varnish-modules).
#
# - Shared pages are cached for their `s-maxage` and served stale for their `stale-while-revalidate` time while one
#   fetch refreshes them (grace). The storefront names each page's tags in its `xkey` header and purges them with
#   `PURGE` + `xkey-softpurge: <tags>` whenever its own route cache is purged (EDGE_PURGE_URLS). A refresh that
#   fails keeps the stale page.
# - Personal pages, every non-GET request, `/api/*` and Astro Actions are passed to the storefront, never cached;
#   so is any answer with `Set-Cookie` or a private Cache-Control.
# - Cookies are not part of the key: a page the storefront marks shared is the same for every cookie (one it
#   renders from cookies is marked private). They still reach the storefront on a miss and on everything passed.
# - The key holds the forwarded scheme, so an answer over https carries the storefront's Strict-Transport-Security
#   and one over http does not, whichever request filled the cache.
# - A photo's copy at a width-only URL is kept once per format (AVIF, WebP, the original's), whatever Accept
#   each browser sends: vcl_recv reduces Accept on /media/ to the type the storefront picks from it.
# - Varnish's own `X-Varnish` and `Age` are kept; `X-Cache` says HIT, STALE, MISS or PASS for this cache.
# - A browser that accepts brotli gets the storefront's brotli: Varnish itself knows only gzip and would ask the
#   storefront for gzip whatever the browser accepts. Such a request is marked (X-Accept-Brotli), asks the storefront
#   for brotli, and is cached apart from gzip's copy, which the rest get (gunzipped here for a client without gzip).
#
# - The storefronts are one shard director, each probed on /healthz. Each request has its own order of the
#   storefronts (by its URL and cookies: shoppers and pages spread over both, a page's renders mostly on one); it
#   goes to the first healthy one in it. A GET or HEAD that got no answer from that one (it died mid-request, or
#   before its probe noticed) is tried once more, on the next one in its order: always another storefront, however
#   many other requests came in between (a round robin's "next" may be the dead one again under load).
# - A storefront that drains (a deploy's restart: src/server/release/drain.ts) answers every request it has not
#   started with 503 and `X-Storefront-Draining: 1` until the probe has taken it out: such a request, a POST too (its
#   body is kept here, up to 2 MB, so it can be sent again), is sent once more, to the next storefront in its order.
#   Nothing was done with it, so nothing is done twice.
# - A POST that got no answer at all is never sent twice. Varnish 7.1's VCL cannot tell a connection refused (the
#   request never left) from one dropped after the request was sent (a storefront killed while placing an order), so
#   it is answered 503; what keeps those few is the drain above and the probe taking a dead storefront out.
# - Should the probe find no storefront healthy (both slow to answer it under load), a request is still sent to its
#   first storefront, health ignored: a slow answer is better than Varnish's own 503. A stale page within its grace
#   is answered at once all the same.
# - https is terminated in front (hitch, `npm run start:edge`), which speaks the PROXY protocol to the listener
#   named `tls` (`varnishd -a tls=127.0.0.1:8443,PROXY`): requests from it carry `X-Forwarded-Proto: https`, set
#   here whatever the client sent. On any other listener the header is passed as a proxy in front of it set it.
#
# Edit the backend's host and port (and the purgers) for your deployment; nothing else here is site-specific.
# More storefront instances: copy the backend and its unprobed twin (storefront2, storefront2_unprobed, …) and add
# each to its director in vcl_init.
vcl 4.1;

import directors;
import std;
import xkey;

backend storefront1 {
    .host = "127.0.0.1";
    .port = "4321";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
    # An instance that stops answering is left out until it answers again: probed twice a second, it is out after
    # three of the last five probes failed (within about 1.5 s of its death or of its drain: a dead one refuses at
    # once, a draining one answers 503 at once) and back after three answered. A probe may take 4 s: a storefront
    # that is only slow under load is not taken out (with both slow, Varnish would have none to send to; and should
    # both look sick, a request is still sent to one rather than answered 503 here: vcl_backend_fetch).
    .probe = {
        .url = "/healthz";
        .interval = 500ms;
        .timeout = 4s;
        .window = 5;
        .threshold = 3;
        .initial = 3;
    }
}

# The same storefront without a probe, for when the probe finds none healthy (vcl_backend_fetch): Varnish never
# fetches from a backend its probe calls sick. Keep its host and port those of the one above.
backend storefront1_unprobed {
    .host = "127.0.0.1";
    .port = "4321";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

sub vcl_init {
    new storefronts = directors.shard();
    storefronts.add_backend(storefront1);
    storefronts.reconfigure();
    new storefronts_unprobed = directors.shard();
    storefronts_unprobed.add_backend(storefront1_unprobed);
    storefronts_unprobed.reconfigure();
}

# Who may purge: the storefront instances. Anyone else gets 405.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    set req.backend_hint = storefronts.backend(resolve=LAZY);
    unset req.http.X-Body-Kept;
    # Only this cache says a fetch is background work (vcl_backend_fetch): nobody outside may.
    unset req.http.X-Background-Render;
    unset req.http.X-Accept-Brotli;
    # Photos are not compressed: one copy of them serves every encoding.
    if (req.url !~ "^/media/" && req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(;|,|$)" &&
        req.http.Accept-Encoding !~ "(?i)(^|,)\s*br\s*;\s*q\s*=\s*0(\.0*)?\s*(,|$)") {
        set req.http.X-Accept-Brotli = "1";
    }
    if (local.socket == "tls") {
        set req.http.X-Forwarded-Proto = "https";
    }

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        if (req.http.xkey-softpurge) {
            set req.http.n-gone = xkey.softpurge(req.http.xkey-softpurge);
            return (synth(200, "Soft-purged " + req.http.n-gone + " objects"));
        }
        if (req.http.xkey-purge) {
            set req.http.n-gone = xkey.purge(req.http.xkey-purge);
            return (synth(200, "Purged " + req.http.n-gone + " objects"));
        }
        return (synth(400, "Name the tags in xkey-softpurge or xkey-purge"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        # Kept, so that a storefront that refused it while draining (vcl_backend_response) can be replaced by another.
        if (std.cache_req_body(2MB)) {
            set req.http.X-Body-Kept = "1";
        }
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # What belongs to one shopper, the storefront's own API and Actions, and the bare root (a redirect by the
    # shopper's language cookie).
    if (req.url ~ "^/(api|_actions)(/|\?|$)" ||
        req.url ~ "^/[a-z]{2}/(account|checkout|cart|payment|order-success)(/|\?|$)" ||
        req.url ~ "^/(\?|$)") {
        return (pass);
    }

    # Campaign parameters change nothing on a page: one copy serves them all. The rest are sorted, as the
    # storefront's own cache key is.
    if (req.url ~ "[?&](utm_[a-z]+|gclid|fbclid|msclkid)=") {
        set req.url = regsuball(req.url, "(utm_[a-z]+|gclid|fbclid|msclkid)=[^&]*&?", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }
    set req.url = std.querysort(req.url);

    # A photo's copy at a width-only URL (/media/…?w=N) comes in the format the browser's Accept names best, with
    # `Vary: Accept` (the storefront's src/server/media/negotiated-format.ts: AVIF, else WebP, else the original's
    # format; a type counts when named with a quality above 0). Accept is reduced to that one type here, so that
    # the thousand spellings of browsers' Accept keep at most three objects per URL. Change one with the other.
    if (req.url ~ "^/media/") {
        if (req.http.Accept ~ "(?i)image/avif" && req.http.Accept !~ "(?i)image/avif\s*;\s*q\s*=\s*0(\.0*)?\s*(,|$)") {
            set req.http.Accept = "image/avif";
        } elsif (req.http.Accept ~ "(?i)image/webp" && req.http.Accept !~ "(?i)image/webp\s*;\s*q\s*=\s*0(\.0*)?\s*(,|$)") {
            set req.http.Accept = "image/webp";
        } else {
            unset req.http.Accept;
        }
    }

    # Cacheable whatever cookies come with it (the built-in rule would pass any request with a cookie).
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    if (req.http.X-Forwarded-Proto ~ "(?i)^https") {
        hash_data("https");
    }
    if (req.http.X-Accept-Brotli) {
        hash_data("br");
    }
    return (lookup);
}

sub vcl_backend_response {
    # A storefront that is draining did nothing with this request: the next storefront in its order answers it.
    if (beresp.status == 503 && beresp.http.X-Storefront-Draining && bereq.retries < 1 &&
        (bereq.method == "GET" || bereq.method == "HEAD" || bereq.http.X-Body-Kept)) {
        return (retry);
    }
    # A refresh of a stale page that fails leaves the stale page in place: shoppers keep getting it while the
    # storefront recovers, rather than the error (and every request after it going to a struggling storefront).
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Only what the storefront marked shared is kept; anything personal is remembered as uncacheable for a while
    # so requests for it go straight through.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" || beresp.http.Vary == "*") {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    if (beresp.status != 200 && beresp.status != 404 && beresp.status != 301) {
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The storefront's stale-while-revalidate is the grace; a stale copy also stays for a conditional refetch.
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, ".*stale-while-revalidate=([0-9]+).*", "\1") + "s", 10s);
    }
    set beresp.keep = 1h;
    return (deliver);
}

sub vcl_backend_fetch {
    # The request's order of the storefronts; a retry takes the next in it (alt), skipping any the probe took out.
    set bereq.backend = storefronts.backend(by=KEY, key=storefronts.key(bereq.url + bereq.http.Cookie), alt=bereq.retries);
    # None healthy to the probe (both slow to answer it, or both restarting): the request's own storefront is asked
    # anyway; one that is really gone refuses at once, and a read is then retried on the next (vcl_backend_error).
    if (!std.healthy(storefronts.backend(resolve=LAZY))) {
        set bereq.backend = storefronts_unprobed.backend(by=KEY, key=storefronts_unprobed.key(bereq.url + bereq.http.Cookie), alt=bereq.retries);
    }
    # A grace fetch refreshes a stale page nobody waits for: the storefront renders it in its background queue,
    # through the breaker of background work (src/server/cache/background-renders.ts), never the shoppers' one.
    if (bereq.is_bgfetch) {
        set bereq.http.X-Background-Render = "varnish-grace";
    }
    # Varnish has asked for gzip; a request vcl_recv marked X-Accept-Brotli asks for brotli instead.
    if (bereq.http.X-Accept-Brotli) {
        set bereq.http.Accept-Encoding = "br";
    }
    unset bereq.http.X-Accept-Brotli;
}

sub vcl_backend_error {
    # The same when the storefront does not answer at all.
    if (bereq.is_bgfetch) {
        return (abandon);
    }
    # A read the storefront dropped (it died, or the probe has not noticed yet) goes once to the next storefront in
    # the request's order (vcl_backend_fetch); a POST is never sent twice.
    if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 1) {
        return (retry);
    }
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0 && obj.ttl <= 0s) {
        set resp.http.X-Cache = "STALE";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The tags are for this cache and the storefront; a browser has no use for them.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
}
