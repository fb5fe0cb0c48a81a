/**
 * Why each known survivor of the mutation run (scripts/mutation.ts) is left as it is, for the
 * report's list (scripts/mutation-report.ts). A survivor is kept here when it cannot change what
 * anyone observes but shares its line with a mutant the tests do kill (a `// Stryker disable`
 * comment would hide both), or when the code it is in may not be changed (the deferred loader).
 * Keyed by file, mutator and replacement, not by line, so the reasons outlive an edit above them.
 * Where one file has survivors of the same mutator and replacement for different reasons,
 * `<file> <mutator> <replacement> @ <code>` names the code the mutant replaced (on one line, as
 * replacedCode gives it) and comes first. `<file> <status>` and `<file> *` give one reason to all
 * of a file's survivors of that status, or all of them. A survivor without a reason here is a gap
 * still to be read.
 */
/** A class name, or the list it is in: what it changes is the look. */
const STYLING_ONLY =
  "styling only: the element's class list (its look), which no reader of the DOM, screen reader or keyboard meets; the pages' look is reviewed in screenshots at 375 and 1280 px, not asserted class by class";
/** An icon's drawing, hidden from assistive technology. */
const DECORATIVE_ICON =
  "a decorative icon's drawing, hidden from assistive technology (aria-hidden): the control's name carries its meaning";

/** A zone index after an IPv6 address (fe80::1%eth0). */
const ZONE_INDEX = "parseInt reads a group up to the zone's '%', so the group is the same with the zone left in";
/** A drawer with or without a trigger of its own. */
const DRAWER_WITHOUT_TRIGGER =
  "React Aria's DialogTrigger without a trigger element opens, closes and gives focus back as the bare overlay does (Drawer.test)";
/** The navigation's refs and the open dropdown's button. */
const NAVIGATION_MOUNTED =
  'the navigation is mounted whenever its handlers run, and Escape acts only while a dropdown is open, so its button is there to find';
/** The toast's layout code. */
const TOAST_LAYOUT =
  'the space kept below the page for the toast, and the focused section kept in view, are layout (ResizeObserver, element sizes), which jsdom does not have; e2e/interest-list-and-contact.spec.ts checks at 375 and 1280 px that a toast covers no control and no part of the panel';
/** The score card's bar. */
const SCORE_BAR =
  "the bar's length, drawn beside the score it shows and hidden from assistive technology: the score itself is text";
/** Where a field the error summary links to lands on screen. */
const SUMMARY_SCROLL =
  'where the field lands on screen is layout: jsdom scrolls nothing, and the focus move itself is tested (useFormFlow.test)';
/** The anchor bar's current section on a page without sections. */
const NO_SECTIONS = 'at the end of a page without sections the index is tops.length - 1 = -1: none either way';

export const SURVIVOR_REASONS: Record<string, string> = {
  'src/features/interest-list/interest-list-store.ts ConditionalExpression true':
    'adding the same listener again is a no-op in the DOM',
  'src/features/team-pulse/answer-key.ts Regex /=+/':
    "32 random bytes are 43 base64 characters and one '=', always the last",
  'src/features/team-pulse/answer-key.ts Regex /=$/':
    "32 random bytes are 43 base64 characters and one '=', never more",
  'src/features/team-pulse/answer-key.ts StringLiteral ""':
    "JSON.parse('') throws, and the catch gives the same empty list",
  'src/features/team-pulse/answer-key.ts ConditionalExpression false':
    'a stored value that is no list has no filter: the TypeError is caught and gives the same empty list',
  'src/features/team-pulse/answer-key.ts ConditionalExpression true':
    "TOKEN_SHAPE refuses an entry whose key is not text, as the type check does (it tests the value's text)",
  "src/domain/validation.ts OptionalChaining description.tests.find(test => test.name === 'max')?.params.max":
    "yup's max test always carries its params",
  'src/domain/team-pulse/round-comparison.ts OptionalChaining after?.dimensions.find(d => d.dimension === dimension).score':
    'once this round has published, the dimensions are taken from its own list, so each is found in it',
  'src/features/blog-teaser/BlogCover.tsx *': DECORATIVE_ICON,
  'src/features/contact/send-enquiry.ts ConditionalExpression true':
    'the functions answer ok: false only with an error status, so a reply that is ok always has ok: true in its body',
  'src/features/packages/JourneyCards.tsx ConditionalExpression true':
    'not tested: the ⓘ of a journey card is drawn where the card has a tooltip and the page passed the tooltip component (Strategic Clarity); with either check gone a card without one would ask for an empty text',
  'src/features/packages/JourneyCards.tsx ConditionalExpression false':
    "not tested in this part: the ⓘ tooltip of Strategic Clarity's journey card (the browser tests and the Strategic Clarity page's own test open it)",
  // The interest list's views (src/features/interest-list).
  'src/features/interest-list/AddToListButton.tsx ConditionalExpression true':
    "data-added only draws the added look; and pressing an added module's button adds nothing, as the store refuses a module already in the list (no toast, no change)",
  'src/features/interest-list/AddToListButton.tsx ConditionalExpression false': 'data-added only draws the added look',
  'src/features/interest-list/AddToListButton.tsx LogicalOperator isAdded && undefined':
    'data-added only draws the added look',
  'src/features/interest-list/InterestListContext.tsx OptionalChaining store.add':
    'in the browser the store is always there (it is missing only while prerendering, where nothing is pressed)',
  'src/features/interest-list/InterestListContext.tsx OptionalChaining store.remove':
    'in the browser the store is always there (it is missing only while prerendering, where nothing is pressed)',
  'src/features/interest-list/InterestListContext.tsx OptionalChaining store.clear':
    'in the browser the store is always there (it is missing only while prerendering, where nothing is pressed)',
  'src/features/interest-list/InterestListContext.tsx StringLiteral ""':
    "the toast's tone only picks its colours and icon; and the missing-provider error is a programming error no page reaches",
  'src/features/interest-list/InterestListContext.tsx ConditionalExpression false':
    'every page that uses the list renders its provider (the layout): the missing-provider error is a programming error no page reaches',
  'src/features/interest-list/InterestListPanel.tsx ConditionalExpression false':
    "not tested: without this guard any change of the list, an addition too, would move focus to the panel's first row; where focus is after an addition is not asserted (the panel takes it as it opens)",
  'src/features/interest-list/InterestListPanel.tsx OptionalChaining next.focus':
    'after a removal there is always a next button or the empty text to focus',
  'src/features/interest-list/useInterestList.ts *':
    "the prerender's path (no window, so no store and an empty list) and a browser whose storage throws: jsdom always has a window and a working localStorage; the build prerenders every page with the first, and interest-list-store.test covers the store's own storage failures",
  // The contact form (src/features/contact/ContactForm.tsx).
  'src/features/contact/ContactForm.tsx MethodExpression sent.email':
    "the values sent are the schema's, trimmed already (toInput), so trimming again changes nothing",
  'src/features/contact/ContactForm.tsx StringLiteral ""':
    "the ids' prefix only keeps them apart from other ids, and no other element on the contact page has a field's name as its id; the toasts' tone only picks their colours and icon; the form flow reads only the failed and invalid kinds, so a sent answer's kind is not read",
  'src/features/contact/ContactForm.tsx ObjectLiteral {}':
    'the form flow reads only the failed and invalid kinds: an empty answer is a sent one to it',
  'src/features/contact/ContactForm.tsx OptionalChaining sentRef.current.focus':
    'the confirmation is rendered whenever the status says sent, so its heading is there to focus',
  'src/features/contact/ContactForm.tsx OptionalChaining formTitleRef.current.focus':
    'the form is rendered whenever the status is not sent, so its heading is there to focus',
  'src/features/contact/ContactForm.tsx BooleanLiteral true':
    'once the form is back, the status changes only to sent, which takes the other branch and resets the flag on the next "write again"',
  'src/features/pulse/survey-state.ts ConditionalExpression false':
    'without a persona the key lists are empty, so the answers are {} anyway',
  'src/features/seven-c/flip-state.ts ConditionalExpression false':
    'an equal state shows the same; the old one only spares a render',
  'src/domain/team-pulse/team-aggregate.ts EqualityOperator i >= 0':
    "the shuffle's extra last step swaps the first item with itself",
  'src/domain/validation.ts ConditionalExpression false':
    "isFreeOf's guards: yup runs a rule only on a value that is there, a number gets its type error, and a value over the limit gets tooLong first, so the pattern's verdict never shows; the guards keep the pattern off long input (matchesWithin's timing test)",
  'src/domain/pulse/questions.ts Regex /^(you|team|strat)_q(\\d)$/':
    'they differ only from question 10 on, and no persona has ten rating questions',
  'server/config.ts Regex /^sqlite:./': 'in a test without an end anchor, "at least one character" either way',
  'server/address-group.ts Regex /%.*/': ZONE_INDEX,
  'server/address-group.ts Regex /%.$/': ZONE_INDEX,
  'server/address-group.ts StringLiteral "Stryker was here!"': ZONE_INDEX,
  'server/address-group.ts Regex /(\\d+)\\.(\\d+)\\.(\\d+)\\.(\\d+)/':
    'isIPv6 takes a dotted IPv4 part only at the end, so the end anchor changes nothing',
  'server/address-group.ts ConditionalExpression false':
    "without '::' the gap is 8 − 8 = 0 groups anyway; and an IPv4 address is no IPv6 address, so the next step returns it as written too",
  'server/address-group.ts ArrayDeclaration ["Stryker was here"]':
    "only an address written in full (no '::') gets the extra group, after its eighth: past the /64 and the mapped-address check",
  // The server's wiring (server/app.ts): what its process tests see, outside the server-http part.
  'server/app.ts ArrowFunction () => undefined':
    "not in this part's tests: the log line of a PostgreSQL connection that failed while idle (server/faults.test.ts, the server as a process), the links mail redacted at once after it is sent (team-pulse/links-mail-redaction.test.ts) and the worker stopped before the database closes (its stop: outbox.test.ts)",
  'server/app.ts NoCoverage':
    'the log line of a PostgreSQL connection that failed while idle: server/faults.test.ts, which runs the server as a process',
  'server/app.ts OptionalChaining mail.smtpTimeouts':
    "main.ts passes no mail options, so a server with SMTP_URL would not start: the process tests (main.test.ts, faults.test.ts) start one; this part's tests always pass some (the harness)",
  'server/app.ts BlockStatement {}':
    'the database closed with the server: the process tests see the process end (main.test.ts); in process nothing reads it after the close',
  'server/app.ts ObjectLiteral {}':
    "with the plugin's default encodings a client that takes only deflate gets deflate instead of the plain body: both are correct answers, and only answers over 1 KiB are compressed at all",
  'server/app.ts ConditionalExpression true':
    'not tested: a worker started with neither SMTP nor a webhook has no channel to deliver; what it would log is not asserted (a positive signal that its first run has passed is missing)',
  // The built site (server/static-site.ts).
  'server/static-site.ts StringLiteral ""':
    "a request's target always has a path (splitTarget gives one), and with no type of its own a page gets the one its .html file gives it, the same text/html; charset=utf-8",
  'server/static-site.ts MethodExpression pathname':
    "join() and sendFile read '/robots.txt' under the build folder as they read 'robots.txt'",
  'server/static-site.ts Regex /\\.(html|data)/':
    "the twin's ending is cut first, so '.html' or '.data' can only be the end of the name; no built file has either inside its name",
  'server/static-site.ts Regex /\\.(br|gz)/':
    "only a precompressed twin has '.br' or '.gz' in its name, always at the end",
  'server/static-site.ts ConditionalExpression false':
    "'/' is a page (the route table answers it first), and a name with a NUL byte is no file fs finds: each guard's answer is the 404 either way; the '..' one is tested (a 404, not send's 403)",
  "server/static-site.ts LogicalOperator file === '' && file.includes('..')":
    "'/' is a page, answered before this guard is reached",
  'server/static-site.ts StringLiteral "Stryker was here!"':
    "'/' is a page, answered before the empty-name guard is reached; and a query the first check refuses holds a character URLSearchParams keeps (encoded), so its re-encoding is never empty",
  "server/static-site.ts LogicalOperator (file === '' || file.includes('..')) && file.includes('\\0')":
    "'/' is a page and a '..' path is refused by send too (403): with the NUL guard alone, a name with a NUL byte is still no file fs finds",
  // The consultancy's commands (server/leads.ts).
  'server/leads.ts StringLiteral ""': "every stored date is an ISO date, which sorts after '' as after '0000'",
  'server/leads.ts StringLiteral "Stryker was here!"':
    'a missing --email or --older-than is refused by its pattern either way, and the message quotes the argument as given; and the address an erase wants is never blank, so the rows the blank-address filter would let through are dropped by the comparison after it',
  'server/leads.ts OptionalChaining result.rows[0].busy': 'PRAGMA wal_checkpoint always answers with one row',
  'server/leads.ts MethodExpression rows':
    "ids are random UUIDs: an enquiry's, a lead's or a mail's id is never a team survey's, so looking for answers or deleting by all the ids finds the same rows",
  'server/leads.ts ConditionalExpression true':
    "ids are random UUIDs: an enquiry's, a lead's or a mail's id is never a team survey's, so looking for answers or deleting by all the ids finds the same rows",
  'server/leads.ts ArrowFunction () => undefined':
    "the default writers are the process's stdout and stderr, used only when the command runs as a process (leads-cli.ts), which its process tests do; in process the tests pass their own",
  'server/leads.ts ConditionalExpression false':
    "the command line's reading throws only its own refusals and parseArgs's TypeError: there is no other error to pass on",
  'server/leads.ts BlockStatement {}':
    "closing the database is what lets the command's process end (the SQLite worker, the PostgreSQL pool): the process tests (leads.test 'runs as a command') see it end; in process nothing else reads the closed handle",
  'server/mail/catalog.ts ConditionalExpression true':
    "the language's messages are read once and kept: reading them again for every mail gives the same text, only slower",
  // The outbox and the webhook (server/mail).
  'server/mail/outbox.ts BooleanLiteral true': 'start() sets stopped to false before anything reads it',
  'server/mail/outbox.ts LogicalOperator options.webhookTimeoutMs && WEBHOOK_TIMEOUT_MS':
    "deliverWebhook's own default is the same WEBHOOK_TIMEOUT_MS, so passing no timeout changes nothing",
  'server/mail/outbox.ts ArrayDeclaration ["Stryker was here"]':
    'a channel no row has: the query for due deliveries finds the same rows',
  'server/mail/outbox.ts ObjectLiteral {}':
    "nodemailer's own timeouts in place of SMTP_TIMEOUTS matter only against a server that hangs for 10 s or more: the hung-server test takes the same path with shorter ones (smtpTimeouts) so that it ends in seconds",
  'server/mail/outbox.ts EqualityOperator room < 0':
    'with no free place the query asks for LIMIT 0, which finds nothing: returning first only spares the query',
  'server/mail/outbox.ts ConditionalExpression false':
    'with no free place the query asks for LIMIT 0, which finds nothing: returning first only spares the query',
  'server/mail/webhook.ts StringLiteral "Stryker was here!"':
    "a webhook row's address columns are never read: the delivery goes to the address configured when it is sent",
  'server/mail/webhook.ts StringLiteral ``':
    "a webhook row's subject is never read: the receiver gets the body, and the export the status and error",
  // server/functions (function-scope, rate-limit-store, idempotency, json-body): equivalent survivors; the others are tested.
  'server/functions/function-scope.ts StringLiteral "Stryker was here!"':
    "a missing Content-Type or Accept-Language header read as 'Stryker was here!' is no JSON type and no language the site has, as '' is not: a 415, and the default language",
  'server/functions/function-scope.ts StringLiteral ""':
    "the rate-limit error's code and message are never sent or logged (the error handler answers a 429 by its status, with the catalog's message, and logs only a 5xx); Fastify's empty and invalid JSON body errors carry statusCode 400, so with their case label gone the default keeps that 400 and the same message; and a reply typed '' is given Fastify's own 'application/json; charset=utf-8' for an object",
  'server/functions/function-scope.ts ConditionalExpression true':
    "a body that is no object has no locale (a string's or a number's .locale is undefined), and an error without a statusCode fails the >= 400 test anyway",
  "server/functions/function-scope.ts OptionalChaining /^\\s*([a-z]+)/i.exec(request.headers['accept-language'] ?? '')?.[1].toLowerCase":
    'a match of /^\\s*([a-z]+)/ always has its group 1',
  "server/functions/function-scope.ts ConditionalExpression case 'FST_ERR_CTP_INVALID_JSON_BODY':":
    "Fastify's invalid JSON body error carries statusCode 400, so falling through to the default gives the same 400 and message",
  'server/functions/function-scope.ts EqualityOperator status > 500':
    'errorAnswer gives 503 or a 4xx, never 500, so > and >= log the same answers',
  'server/functions/rate-limit-store.ts BooleanLiteral true':
    "the plugin always hands a store continueExceeding and exponentialBackoff as booleans, so their defaults are never read; and a count goes to Redis only between the client's 'ready' and its next 'close' or 'error' (usesRedis), when the client writes it at once, so its offline queue is never used",
  'server/functions/rate-limit-store.ts StringLiteral ""':
    "the start-up wait's listeners: '' removes none, but each is a once-listener, and a second call of done clears a cleared timer and resolves a settled promise; the 'end' check before disconnect: the client never ends by itself (it reconnects for ever), so close() finds it not ended either way; and the status of a server without functions: buildApp always registers them, and /healthz only asks whether it is 'memory-fallback'",
  'server/functions/rate-limit-store.ts OptionalChaining backends.get(app.server).status':
    'buildApp always registers the functions, whose scope makes the backend before the server answers /healthz, so it is always found',
  'server/functions/idempotency.ts ConditionalExpression false':
    'a header Node reads is text (it joins repeats of an unknown header with ", "), and a list would fail the pattern as its joined text, or give the same text to hash',
  'server/functions/idempotency.ts StringLiteral ""':
    "a key check's and a result's kind are only compared with 'none', 'invalid' and 'conflict', so an empty 'key' or 'done' takes the same path; and a reply typed '' is given Fastify's own 'application/json; charset=utf-8' for an object",
  'server/functions/idempotency.ts ConditionalExpression true':
    'before the first purge `now - undefined` is NaN, and NaN < PURGE_INTERVAL_MS is false, so the first submission purges either way',
  'server/functions/idempotency.ts EqualityOperator result.status > 300':
    "no function's work answers 300: they answer 200, 201 or a 4xx refusal",
  'server/functions/json-body.ts StringLiteral ""':
    "the error's code and message are never sent or logged (the error handler answers its statusCode 400 with the catalog's message, and logs only a 5xx); and secure-json-parse takes an empty protoAction or constructorAction as its default, 'error'",
  'server/functions/json-body.ts StringLiteral ``':
    "the error's message is never sent or logged: the error handler answers its statusCode 400 with the catalog's message, and logs only a 5xx",
  'server/functions/json-body.ts ConditionalExpression true':
    'a number or a boolean has no entries (Object.entries gives []), so walking it as an object finds nothing either way',
  // The article files (articles.server.ts, article-markdown.server.ts).
  'src/content/articles.server.ts ConditionalExpression false':
    "isRealDate's pattern and the last check's slug type: a date Date cannot read back as itself fails the next check, and a slug that is no text already has its own line, so the article is left out either way",
  'src/content/articles.server.ts Regex /\\d{4}-\\d{2}-\\d{2}$/':
    'a date with anything before it is no date Date reads back as itself, so the next check refuses it',
  'src/content/articles.server.ts Regex /^\\d{4}-\\d{2}-\\d{2}/':
    'a date with anything after it is no date Date reads back as itself, so the next check refuses it',
  'src/content/articles.server.ts Regex /^---\\r?\\n([\\s\\S]*?)\\r?\\n---\\r?\\n/':
    'a file that ends at its closing "---" has no body, which is its own problem ("body: empty") either way',
  'src/content/articles.server.ts Regex /#(.+)/': 'the greedy .+ reaches the end of the link anyway',
  'src/content/articles.server.ts Regex /[?#].*/': 'the greedy .* reaches the end of the link anyway',
  'src/content/articles.server.ts MethodExpression readdirSync(dir).filter(name => statSync(join(dir, name)).isDirectory())':
    "this machine's file system lists a folder's names in order already, so the sort cannot be seen here; the test that asks for name order (article-problems) guards it where a file system does not",
  'src/content/articles.server.ts ConditionalExpression true':
    "a comparison with a missing date is false either way; and a link to this article's own address in its own language is found before (it exists)",
  'src/content/articles.server.ts LogicalOperator updated || date':
    'a comparison with a missing date is false either way',
  'src/content/articles.server.ts MethodExpression heading.text':
    'remark trims a heading, and the anchor is taken with the spaces before it, so what is left is never only spaces',
  'src/content/articles.server.ts OptionalChaining screen.screen':
    'an anchor is looked up only for an article or a screen the link was found to lead to, so a screen is there when no article is',
  'src/content/articles.server.ts StringLiteral ""':
    "an internal link starts with '/', which the cut after '?' or '#' keeps, so the path is never empty",
  'src/content/article-markdown.server.ts OptionalChaining node.position.start':
    'remark gives every node it parses its position',
  'src/content/article-markdown.server.ts OptionalChaining node.position.end':
    'remark gives every node it parses its position',
  'src/content/template-files.server.ts BooleanLiteral true':
    "docx's pretty-printed XML is the same document, only with line breaks between its tags",
  'src/content/template-files.server.ts ObjectLiteral {}':
    'an empty paragraph with or without its empty text, and left-aligned or by default (left), is the same empty line',
  'src/content/template-files.server.ts ArrowFunction () => undefined':
    'an empty line left out of the document array (docx skips undefined children) is space only: no text is lost',
  'src/content/template-files.server.ts ArrayDeclaration ["Stryker was here"]':
    'the sheet always has its example rows, so getRows never answers undefined here',
  'src/content/article-markdown.server.ts Regex /\\s*\\{#([a-z0-9]+(?:-[a-z0-9]+)*)\\}\\S*$/':
    "remark has already trimmed a heading's trailing spaces, so the anchor is its last characters either way",
  'src/content/article-markdown.server.ts ConditionalExpression false':
    'an empty piece of a split heading renders nothing either way; and a directive node always has a parent and an index (it is never the root)',
  'src/content/article-markdown.server.ts LogicalOperator !parent && index === undefined':
    'a directive node always has a parent and an index (it is never the root)',
  'src/content/article-markdown.server.ts StringLiteral ""':
    'mdast-util-to-hast renders a node of a type it does not know by its value (as text) or by its data.hName (the no-wrap span), so the node types written here are never read',
  'src/content/article-markdown.server.ts Regex /\\s/': 'filter(Boolean) drops the empty words between two spaces',
  // The components: styling and decorative drawing (see STYLING_ONLY and DECORATIVE_ICON).
  'src/components/ui/Link.tsx StringLiteral ""': STYLING_ONLY,
  'src/components/ui/Link.tsx MethodExpression [APPEARANCE_CLASSES[appearance], className]': STYLING_ONLY,
  'src/components/ui/Link.tsx ArrayDeclaration []': STYLING_ONLY,
  'src/components/ui/Link.tsx BlockStatement {}':
    "the class list's helper (styling only), or the new-tab icon, hidden from assistive technology: the link's name says it opens a new tab",
  'src/components/layout/Section.tsx StringLiteral ""': STYLING_ONLY,
  "src/components/layout/Section.tsx MethodExpression [styles.section, tone === 'muted' && styles.muted, className]":
    STYLING_ONLY,
  'src/components/layout/Section.tsx ArrayDeclaration []': STYLING_ONLY,
  'src/components/layout/Section.tsx ConditionalExpression true': STYLING_ONLY,
  'src/components/layout/Section.tsx ConditionalExpression false': STYLING_ONLY,
  "src/components/layout/Section.tsx LogicalOperator tone === 'muted' || styles.muted": STYLING_ONLY,
  "src/components/layout/Section.tsx EqualityOperator tone !== 'muted'": STYLING_ONLY,
  'src/components/layout/PageHeader.tsx StringLiteral "Stryker was here!"': STYLING_ONLY,
  'src/components/layout/PageHeader.tsx StringLiteral ``': STYLING_ONLY,
  'src/components/layout/LanguageSwitcher.tsx MethodExpression [styles.switcher, className]': STYLING_ONLY,
  'src/components/layout/LanguageSwitcher.tsx ArrayDeclaration []': STYLING_ONLY,
  'src/components/layout/LanguageSwitcher.tsx StringLiteral ""': STYLING_ONLY,
  'src/components/ui/Accordion.tsx MethodExpression [styles.accordion, className]': STYLING_ONLY,
  'src/components/ui/Accordion.tsx ArrayDeclaration []': STYLING_ONLY,
  'src/components/ui/Accordion.tsx StringLiteral ""': STYLING_ONLY,
  'src/components/ui/Accordion.tsx StringLiteral ``': STYLING_ONLY,
  'src/components/ui/NavDropdown.tsx StringLiteral ""': STYLING_ONLY,
  "src/components/ui/NavDropdown.tsx EqualityOperator variant !== 'top'": STYLING_ONLY,
  'src/components/ui/NavDropdown.tsx ConditionalExpression false': STYLING_ONLY,
  'src/components/ui/NavDropdown.tsx ConditionalExpression true':
    "a link's class by its variant (styling only); and a menu always counted open only lets Escape close a menu that is already closed, which changes nothing",
  'src/components/ui/NavDropdown.tsx EqualityOperator expanded.size >= 0':
    'a menu always counted open only lets Escape close a menu that is already closed, which changes nothing',
  'src/components/ui/NavDropdown.tsx BooleanLiteral isOpen':
    'a click outside also takes focus out of the navigation, which closes it (onBlur): the outside-click hook is a second way to the same end',
  'src/components/layout/Footer.tsx StringLiteral ``': STYLING_ONLY,
  'src/components/layout/Header.tsx StringLiteral ``': STYLING_ONLY,
  'src/components/ui/Button.tsx StringLiteral ""': STYLING_ONLY,
  'src/components/ui/Button.tsx MethodExpression [styles.button, styles[variant], className]': STYLING_ONLY,
  'src/components/ui/Button.tsx ArrayDeclaration []': STYLING_ONLY,
  'src/components/ui/IconButton.tsx StringLiteral ""': STYLING_ONLY,
  'src/components/ui/IconButton.tsx StringLiteral ``': STYLING_ONLY,
  'src/components/ui/IconButton.tsx BlockStatement {}': DECORATIVE_ICON,
  'src/components/ui/LineIcon.tsx BlockStatement {}': DECORATIVE_ICON,
  'src/components/ui/StrokeIcon.tsx BlockStatement {}': DECORATIVE_ICON,
  'src/components/ui/Drawer.tsx StringLiteral ""': STYLING_ONLY,
  'src/components/ui/Drawer.tsx StringLiteral ``': STYLING_ONLY,
  'src/components/ui/Drawer.tsx ConditionalExpression true': DRAWER_WITHOUT_TRIGGER,
  'src/components/ui/Drawer.tsx ConditionalExpression false': DRAWER_WITHOUT_TRIGGER,
  'src/components/ui/Drawer.tsx BooleanLiteral trigger': DRAWER_WITHOUT_TRIGGER,
  'src/components/layout/LanguageSwitcher.tsx OptionalChaining (matches[matches.length - 1]?.data as {\n  head?: PageHeadData;\n} | undefined)?.head.switchTo':
    "a page's data always carries its head (the title, description and language links every page has), so where there is data there is a head",
  'src/components/ui/NavDropdown.tsx OptionalChaining navRef.current.querySelector': NAVIGATION_MOUNTED,
  'src/components/ui/NavDropdown.tsx OptionalChaining navRef.current.contains': NAVIGATION_MOUNTED,
  'src/components/ui/NavDropdown.tsx OptionalChaining trigger.focus': NAVIGATION_MOUNTED,
  'src/components/ui/useFormFlow.ts BooleanLiteral true':
    'formik is given no validate function or schema, so validating on change or blur has nothing to run; and a summary wanted from the start shows nothing until there are errors, which only a send sets (and it wants the summary then)',
  'src/components/ui/useFormFlow.ts MethodExpression String(values[honeypot])': "the honeypot's value is text already",
  'src/components/ui/useFormFlow.ts OptionalChaining document.getElementById(idPrefix + first).focus':
    'the field in error is on the page: its id is the one the form gave it',
  'src/components/ui/useFormFlow.ts ConditionalExpression true':
    'focus on a missing first field, or clearing an error a field does not have, changes nothing',
  'src/components/ui/useFormFlow.ts ConditionalExpression false':
    "a message without {max} reads the same with an undefined max; and the honeypot guard throws only for a form that calls honeypotField() without the option, which no form does (TypeScript and the forms' tests would show it)",
  'src/components/ui/useFormFlow.ts StringLiteral ""':
    "the text of the honeypot guard's programming error, which no form reaches",
  'src/components/ui/useFormFlow.ts NoCoverage':
    "the honeypot guard's error, which no form reaches, and the form's default failure message where the server gave its own",
  'src/components/ui/useFormFlow.ts ArithmeticOperator idPrefix - honeypot':
    "the honeypot's id only ties its hidden label to it: no person sees or uses the field",
  'src/components/ui/Toast.tsx NoCoverage': TOAST_LAYOUT,
  'src/components/ui/Toast.tsx BlockStatement {}': TOAST_LAYOUT,
  'src/components/ui/Toast.tsx ConditionalExpression true': TOAST_LAYOUT,
  'src/components/ui/Toast.tsx BooleanLiteral toast': TOAST_LAYOUT,
  "src/components/ui/Toast.tsx LogicalOperator toast.content.tone && 'info'":
    "the tone only picks the toast's colours and icon (data-tone); its words are the same",
  'src/components/ui/Link.tsx StringLiteral ``': STYLING_ONLY,
  'src/components/ui/Link.tsx StringLiteral "Stryker was here!"': STYLING_ONLY,
  'src/components/ui/TextField.tsx StringLiteral ""':
    "styling only (the width's default), or the input type's default 'text', which is also what an input without a type is",
  'src/components/ui/TextField.tsx StringLiteral ``': STYLING_ONLY,
  'src/components/ui/TextField.tsx ConditionalExpression true': STYLING_ONLY,
  'src/components/ui/TextField.tsx ConditionalExpression false': STYLING_ONLY,
  "src/components/ui/TextField.tsx EqualityOperator width !== 'short'": STYLING_ONLY,
  'src/components/ui/ScoreCard.tsx ObjectLiteral {}': SCORE_BAR,
  'src/components/ui/ScoreCard.tsx StringLiteral ``': SCORE_BAR,
  'src/components/ui/StrokeIcon.tsx StringLiteral ``': DECORATIVE_ICON,
  'src/components/ui/IconBadge.tsx BlockStatement {}': DECORATIVE_ICON,
  'src/components/ui/SidePanel.tsx StringLiteral ""':
    "which screen is small is layout: jsdom's matchMedia answers no to every query, so the query's text is not read in unit tests",
  'src/components/layout/PageToasts.tsx ArrayDeclaration ["Stryker was here"]':
    'a dependency list that never changes runs the effect once, as the empty one does',
  'src/components/ui/ErrorSummary.tsx ConditionalExpression false':
    "every link in the summary names a field that is on the page (the form's own ids)",
  'src/components/ui/ErrorSummary.tsx ObjectLiteral {}': SUMMARY_SCROLL,
  'src/components/ui/ErrorSummary.tsx BooleanLiteral false': SUMMARY_SCROLL,
  'src/components/ui/ErrorSummary.tsx StringLiteral ""': SUMMARY_SCROLL,
  'src/components/ui/Accordion.tsx LogicalOperator icon || <span className={styles.icon}>{icon}</span>':
    'an empty icon holder, or an icon without its holder: the icon is decorative, and its holder only places it',
  'src/components/ui/Drawer.tsx LogicalOperator footer || <div className={styles.footer}>{footer}</div>':
    'an empty footer holder where a drawer has no footer: nothing in it to read or reach',
  'src/components/ui/useFormFlow.ts OptionalChaining failureMessage()':
    "every form that can fail without the server's message gives a failureMessage (the Team Pulse start form); the contact form always returns its own message",
  'src/components/ui/FailureAlert.tsx OptionalChaining areaRef.current.focus':
    'the alert area is rendered whenever there is a message to focus',
  'src/components/ui/useFocusAfterRender.ts OptionalChaining ref.current.focus':
    'focus is asked for only by a view that renders what the ref points at (the summary it has just shown)',
  'src/components/ui/useFocusAfterRender.ts ArrayDeclaration ["Stryker was here"]':
    'a dependency list that never changes makes the same callback once, as the empty one does',
  'src/components/ui/RatingStatements.tsx ArrayDeclaration ["Stryker was here"]':
    "only the shown statements' keys are looked up in the missing list, and none is that text",
  'src/components/ui/RatingStatements.tsx ConditionalExpression true':
    'an unanswered statement\'s value "undefined" matches no radio, so none is checked, as with no value',
  'src/components/ui/toast-queue.ts ObjectLiteral {}':
    'showToast closes the toast showing before it adds the next (toast-queue.test), so the queue never has two to show',
  'src/components/layout/useScrollFrame.ts ObjectLiteral {}':
    'a passive listener only tells the browser the handler never cancels the scroll (smoother scrolling); the handler never does, so what happens is the same',
  'src/components/layout/useScrollFrame.ts BooleanLiteral false':
    'a passive listener only tells the browser the handler never cancels the scroll (smoother scrolling); the handler never does, so what happens is the same',
  'src/components/layout/useScrollFrame.ts ArrayDeclaration []':
    'its callers pass a stable measure (useCallback), so an empty dependency list subscribes the same one',
  'src/components/ui/InfoTooltip.tsx ObjectLiteral {}':
    "not tested: the pointer's wait before the tooltip shows (300 ms, React Aria's default 1.5 s); user-event's hover under fake timers did not return in a unit test, and the keyboard path, which shows it at once, is tested (InfoTooltip.test)",
  'src/components/ui/InfoTooltip.tsx ConditionalExpression true':
    'data-focus-visible only draws the focus ring; set always, a pointer press also shows the ring, which hides nothing',
  'src/components/ui/TooltipBubble.tsx StringLiteral ""':
    'where the bubble sits is layout React Aria computes from sizes jsdom does not have; the browser tests see it',
  'src/components/ui/TooltipBubble.tsx LogicalOperator placement && undefined':
    "data-placement only turns the bubble's arrow: styling",
  'src/components/ui/useMediaQuery.ts ArrowFunction () => undefined':
    "the server's answer is read as yes or no: undefined and false both say no",
  'src/components/layout/AnchorBar.tsx OptionalChaining document.getElementById(item.id).getBoundingClientRect':
    "every item names a section of the page it is on (the page's own ids)",
  'src/components/layout/AnchorBar.tsx ArrayDeclaration []':
    "a page's anchor items do not change while it is shown, so measuring with the first ones is the same",
  'src/components/layout/AnchorBar.tsx OptionalChaining list.querySelector':
    'the list is rendered whenever the effect runs',
  'src/components/layout/AnchorBar.tsx ConditionalExpression false':
    'the list is rendered whenever the effect runs, so it is never missing',
  'src/components/ui/Toast.tsx StringLiteral ""':
    "the tone only picks the toast's colours and icon (data-tone); its words are the same",
  'src/components/layout/current-section.ts ConditionalExpression true': NO_SECTIONS,
  'src/components/layout/current-section.ts EqualityOperator tops.length >= 0': NO_SECTIONS,
  'src/components/text/heading-phrases.ts Regex /(\\S+\\s[\u2013\u2014]|[\\p{L}\\p{N}:]+(?:-[\\p{L}\\p{N}]+)+)/u':
    'two spaces before a dash show as one, and the copy writes one: the word before the dash is kept with it either way',
  'src/boot/deferred-hydration.browser.ts *':
    "the deferred loader's wait for the first paint and its errors: jsdom reports no paint and the page always has its script, so only the browser tests see them (e2e/early-press.spec.ts, layout-shift.spec.ts); the loader was not to be changed in this round, so no disable comments",
  'src/boot/aria-ssr.ts ConditionalExpression false':
    "useSlotIdEffect's effect going on past the first check ('if (!waiting.current) return' never taken): every later check then runs twice, in the layout effect and again in a transition, and the second finds the same element and sets the same id, which React renders as no change",
  // The Clarity Pulse survey's views (feature-views-pulse), read on 2026-11-27.
  'src/features/pulse/ContactStep.tsx StringLiteral "" @ \'pulse.nav.sending\'':
    'Equivalent: Send sets isSending and replaces the step with the result in one render batch, so the "Sending" label is never rendered.',
  'src/features/pulse/ContactStep.tsx StringLiteral "" @ \'sent\'':
    "Equivalent: useFormFlow acts only on an 'invalid' or 'failed' outcome, so an empty outcome kind behaves exactly like 'sent'.",
  'src/features/pulse/ContactStep.tsx StringLiteral "" @ \'pulse-\'':
    "Equivalent on the survey's page: the prefix keeps the fields' ids apart from another form's on the same page (the contact form's are contact-, Team Pulse's team-); no element of the Clarity Score page has an id named after a field (name, email, ...), and the fields, their labels and the error summary's links take the same id either way.",
  "src/features/pulse/ContactStep.tsx ObjectLiteral {} @ { kind: 'sent' }":
    "Equivalent: useFormFlow acts only on an 'invalid' or 'failed' outcome, so returning {} instead of { kind: 'sent' } leaves the form, the survey and the request unchanged.",
  'src/features/pulse/PersonaStep.tsx ConditionalExpression true':
    "Equivalent: without a persona the survey's next() (survey-state.ts) stays on step 0, so calling onNext from the unavailable Next (41:17) still changes nothing.",
  'src/features/pulse/QuestionsStep.tsx StringLiteral ``':
    "Equivalent: given an empty id, React Aria's TextField generates a unique one that still ties the label to the text area (the tests find it by its question), and nothing in src/ or e2e/ refers to the open questions by id.",
  'src/features/pulse/QuestionsStep.tsx ConditionalExpression true':
    "Equivalent for a visitor: an open answer is either absent (the text area then starts empty, only uncontrolled) or the string typed, so the text area shows the same text; only React Aria's development-build warning about a switch to controlled differs.",
  'src/features/pulse/PulseResult.tsx MethodExpression contact.email':
    "Equivalent: an address of spaces alone fails the contact schema's e-mail pattern (EMAIL_PATTERN) before Send goes through, so no result ever holds one for trim() to change.",
  'src/features/pulse/PulseResult.tsx ConditionalExpression true':
    'not tested at 83:47: data-weakest only makes the row heading bold in Pulse.module.css, which jsdom does not apply and no e2e test checks (the weakest area is named in words below the table, which is tested); equivalent at 95:8, where with `weakest` replaced by true `module` is still undefined exactly when there is no weakest dimension.',
  'src/features/pulse/PulseResult.tsx ConditionalExpression false':
    "not tested: data-weakest only sets the row heading's bold weight in Pulse.module.css, which jsdom does not apply and no e2e test checks; the weakest area is named in words below the table (tested), and a screen reader gets nothing from the attribute.",
  'src/features/pulse/PulseResult.tsx LogicalOperator dimension === weakest && undefined':
    "not tested: data-weakest only sets the row heading's bold weight in Pulse.module.css, which jsdom does not apply and no e2e test checks; the weakest area is named in words below the table (tested), and a screen reader gets nothing from the attribute.",
  'src/features/pulse/PulseResult.tsx EqualityOperator dimension !== weakest':
    "not tested: data-weakest only sets the row heading's bold weight in Pulse.module.css, which jsdom does not apply and no e2e test checks; the weakest area is named in words below the table (tested), and a screen reader gets nothing from the attribute.",
  'src/features/pulse/PulseResult.tsx LogicalOperator weakest || module':
    'Equivalent: every dimension maps to a module in MODULES, so `module` is defined exactly when `weakest` is and `weakest || module` is truthy exactly when `weakest && module` is.',
  'src/features/pulse/PulseResult.tsx ObjectLiteral {}':
    'not tested: only the drawn width of the profile bar changes, an aria-hidden decoration whose layout jsdom does not compute; the same figure is in the score cell beside it (tested).',
  'src/features/pulse/PulseResult.tsx StringLiteral ``':
    'not tested: only the drawn width of the profile bar changes, an aria-hidden decoration whose layout jsdom does not compute; the same figure is in the score cell beside it (tested).',
  'src/features/pulse/PulseSurvey.tsx BlockStatement {}':
    'Equivalent: with the catch block empty (45:11), loadProgress falls off its end and returns undefined, as the removed `return undefined` did.',
  'src/features/pulse/PulseSurvey.tsx StringLiteral ""':
    'Equivalent at 162:39: ContactStep uses the persona only in the follow-up question\'s ICU select, whose `other` branch is the "you" wording in both catalogs; not tested at 107:41: jsdom implements no scrolling, while in a browser an invalid scroll behaviour throws before the heading is focused, which the focus checks in e2e/clarity-pulse.spec.ts would catch.',
  'src/features/pulse/PulseSurvey.tsx ObjectLiteral {}':
    'not tested at 107:21 and 108:31: only the scroll position after a step change differs (no scroll to the top, or the heading scrolled into view), which jsdom cannot observe and no e2e test checks; at 132:21 the aria-hidden progress bar loses its segments, a decoration whose content the step heading ("Steg 2 av 3") says in words (tested).',
  'src/features/pulse/PulseSurvey.tsx BooleanLiteral false':
    'not tested: without preventScroll (108:48) the browser may scroll the focused heading into view, a scroll position jsdom cannot observe and no e2e test checks; focus lands on the same heading (tested).',
  'src/features/pulse/PulseSurvey.tsx OptionalChaining headingRef.current.focus':
    'Equivalent: whenever the step changes, the survey or the result has rendered the heading that holds the ref, so it is never null there.',
  'src/features/pulse/PulseSurvey.tsx ArrayDeclaration ["Stryker was here"]':
    'Equivalent: a constant dependency list runs the restore effect once, on mount, as [] does.',
  'src/features/pulse/PulseSurvey.tsx ConditionalExpression true':
    "not tested at 98:9: only when the contact step's code is fetched changes (already on the first step), which nothing on screen shows and no test measures (scripts/bench-size.ts counts the manifest's first load only); at 133:68 only the colouring of the aria-hidden progress bar changes, whose content the step heading says in words (tested).",
  'src/features/pulse/PulseSurvey.tsx ConditionalExpression false':
    'Equivalent at 98:29: step 2 is reached from step 1, where the code is already loaded, or restored, where the lazy step loads the same code; at 133:68 only the colouring of the aria-hidden progress bar changes, whose content the step heading says in words (tested).',
  'src/features/pulse/PulseSurvey.tsx EqualityOperator state.step !== 1':
    "not tested: the contact step's code is then fetched on the first step instead of the questions, only a change in when it loads (it is loaded by the contact step either way, which the preload test checks), and no test measures load timing.",
  'src/features/pulse/PulseSurvey.tsx EqualityOperator state.step !== 2':
    "not tested: the contact step's code is then also fetched on the first step, only a change in when it loads (it is loaded by the contact step either way, which the preload test checks), and no test measures load timing.",
  'src/features/pulse/PulseSurvey.tsx EqualityOperator i <= stepNumber':
    'Only the colouring of the aria-hidden progress bar changes, a decoration whose content the step heading ("Steg 2 av 3") says in words (tested).',
  'src/features/pulse/PulseSurvey.tsx EqualityOperator i >= stepNumber':
    'Only the colouring of the aria-hidden progress bar changes, a decoration whose content the step heading ("Steg 2 av 3") says in words (tested).',
  'src/features/pulse/PulseSurvey.tsx LogicalOperator i < stepNumber && undefined':
    'Only the colouring of the aria-hidden progress bar changes, a decoration whose content the step heading ("Steg 2 av 3") says in words (tested).',
  'src/features/pulse/PulseSurvey.tsx ArrowFunction () => undefined':
    'Only the aria-hidden progress bar loses its segments (132:45), a decoration whose content the step heading ("Steg 2 av 3") says in words (tested).',
  'src/features/seven-c/SevenCCircle.tsx ConditionalExpression true':
    "not tested: data-flipped (55:86) only switches the description's CSS display in SevenCCircle.module.css, which jsdom does not apply; e2e/insights.spec.ts checks the description hidden before a flip and visible after it (aria-expanded is tested here).",
  'src/features/seven-c/SevenCCircle.tsx ConditionalExpression false':
    "not tested: data-flipped (55:86) only switches the description's CSS display in SevenCCircle.module.css, which jsdom does not apply; e2e/insights.spec.ts checks the description hidden before a flip and visible after it (aria-expanded is tested here).",
  'src/features/seven-c/SevenCCircle.tsx LogicalOperator flipped && undefined':
    "not tested: data-flipped (55:86) only switches the description's CSS display in SevenCCircle.module.css, which jsdom does not apply; e2e/insights.spec.ts checks the description hidden before a flip and visible after it (aria-expanded is tested here).",
  // Team Pulse's start, answer and follow-up views (feature-views-team-start), read on 2026-11-27.
  'src/features/team-pulse/AnswerSurvey.tsx ConditionalExpression false':
    'An undefined link (the fragment not read yet) also has no state, so skipping `link === undefined` reaches `state === undefined` and shows the same "Opening…" panel.',
  'src/features/team-pulse/AnswerSurvey.tsx ConditionalExpression true':
    "No reachable state differs: `result.kind === 'failed'` before `&& result.message` only narrows the type (the one other result that reaches it, 'invalid', carries no message), `!sending` guards a second submit that no user can make because the send button is disabled in the same event that starts sending (Enter in a field presses that disabled button), and `typeof answers[key] === 'string'` only turns an untouched open answer's undefined into '', which React Aria shows as the same empty field.",
  'src/features/team-pulse/AnswerSurvey.tsx StringLiteral ``':
    "The open answers' ids only name the fields for their labels, which React Aria ties with a generated id when none is given, and no error summary links to these optional fields, so names, hints and behaviour are unchanged.",
  'src/features/team-pulse/CopyLink.tsx OptionalChaining inputRef.current.select':
    'The field and the button are rendered together, so the ref is always set when the refused copy selects the text and `?.` never short-circuits.',
  'src/features/team-pulse/FollowUp.tsx Regex /[\\s,;]/':
    'Splitting on single separators only adds empty strings between runs of them, which `.filter(Boolean)` then removes, so the list sent is the same.',
  'src/features/team-pulse/FollowUp.tsx ConditionalExpression true':
    "`result.kind === 'failed'` before `&& result.message` only narrows the type: the other results that reach it ('notFound', 'invalid') carry no message, and the follow-up function never answers 410, the only other kind with one.",
  'src/features/team-pulse/StartSurvey.tsx Regex /[\\s,;]/':
    'Splitting on single separators only adds empty strings between runs of them, which `.filter(Boolean)` then removes, so the list sent is the same.',
  'src/features/team-pulse/StartSurvey.tsx MethodExpression values.threshold':
    'Number() ignores the whitespace around digits, and only digits (after trim) reach it, so `Number(values.threshold)` gives the same number.',
  'src/features/team-pulse/StartSurvey.tsx MethodExpression values.email':
    'The field is an <input type="email">, whose value the browser (and jsdom) already strips of surrounding whitespace, so the trim never changes what is sent.',
  'src/features/team-pulse/StartSurvey.tsx MethodExpression sent.email':
    'The field is an <input type="email">, whose value the browser (and jsdom) already strips of surrounding whitespace, so the trim never changes the address the confirmation names.',
  'src/features/team-pulse/StartSurvey.tsx ObjectLiteral {}':
    "useFormFlow acts only on 'invalid' and 'failed' outcomes, so a 'sent' outcome without its kind does nothing different, and the confirmation comes from setCreated before it.",
  'src/features/team-pulse/StartSurvey.tsx ConditionalExpression true':
    "Only a 'used' (410) result would differ, since 'notFound' carries no message, and the create function never answers 410 (that is the answer to a used personal link).",
  'src/features/team-pulse/StartSurvey.tsx StringLiteral ""':
    "Neither string reaches the page: useFormFlow acts only on 'invalid' and 'failed' outcomes, so a 'sent' outcome of kind '' changes nothing (the confirmation comes from setCreated), and the consent field's label shows only in the summary of a consent error, which neither the form's schema nor the server's (consent: boolean().optional()) raises for the boolean the form always sends.",
  // Server parts (server-db, server-functions, server-http): read from the mutation run of 2026-11-29
  'server/db/sqlite-worker-dialect.ts BooleanLiteral true':
    "`ends = false` is only run()'s default, and its one caller, executeQuery, always passes `ends`, so the default is never used.",
  'server/db/sqlite-worker-dialect.ts ConditionalExpression false':
    "Neither early return can be taken: a worker's 'exit' fires once and a new worker is started only after it, so the worker that ended is always `this.worker`; and the restart timer never fires with `closing` set, because close() sets it and clears that timer at once, and ended() sets no timer once closing.",
  'server/db/sqlite-worker-dialect.ts UpdateOperator this.nextId--':
    'The ids only pair an answer with its waiter, and the worker echoes whatever id it was sent: counting down from 1 gives ids as unique as counting up.',
  'server/db/sqlite-worker-dialect.ts Regex /^\\S*commit\\b/i':
    "The only commit sent is the driver's own CompiledQuery.raw('commit'), with no leading space, which `^\\S*` matches as `^\\s*` does; no caller writes a commit of its own.",
  'server/db/sqlite-worker-dialect.ts OptionalChaining this.worker.close':
    "Kysely calls the driver's destroy() only after init() has resolved, which set this.worker, and only once (later destroys get the first one's promise), so this.worker is never undefined there.",
  'server/db/sqlite-worker-dialect.ts ObjectLiteral {}':
    "close() terminates the worker right after this message, and better-sqlite3 closes its database when the worker thread is torn down, so the file is closed (its WAL folded back) whether the worker got 'close' or a message it answered with an error, which close() ignores.",
  'server/db/sqlite-worker-dialect.ts StringLiteral ""':
    "The 'close' message's type: close() terminates the worker right after it, and better-sqlite3 closes its database when the worker thread is torn down, so the file is closed (its WAL folded back) whether the worker obeyed the message or answered it with an error, which close() ignores.",
  "server/db/database.ts OptionalChaining results?.find(r => r.status === 'Error').migrationName":
    'When the migrator returns results with its error, the migration that failed is always among them with status Error (Kysely marks it so), and without results `results?.` short-circuits the whole chain: find() never returns undefined here.',
  'server/db/database.ts BlockStatement {}':
    "isWritable's only caller, /healthz (health.ts), tests its result for truth: an empty catch returns undefined, which reads as false ('down') exactly as `return false` does.",
  'server/db/migrations.ts StringLiteral ""':
    "The primary-key constraints' names: with an empty name Kysely leaves out the CONSTRAINT clause, so the key is the same and only its name differs (PostgreSQL's own <table>_pkey; SQLite keeps none); nothing in the server names these constraints, its conflicts name columns.",
  'server/health.ts ConditionalExpression true':
    'With no mail waiting, min(created_at) is null, so oldestAgeMs is 0, which is never more than the stale age (MAIL_STALE_AFTER_MINUTES is at least 1): `stale` is false with or without the `pendingMail > 0` check.',
  'server/health.ts EqualityOperator pendingMail >= 0':
    'With no mail waiting, min(created_at) is null, so oldestAgeMs is 0, which is never more than the stale age (MAIL_STALE_AFTER_MINUTES is at least 1): `stale` is false whether the count check is `> 0` or `>= 0`.',
  'server/health.ts ArrowFunction () => undefined':
    "Without the clearTimeout the deadline's timer still fires once, at most 3 s later, and resolves a promise whose race is already settled and that no one reads; the timer holds nothing open either, since the server's shutdown ends with process.exit.",
  'server/functions/rate-limit-store.ts ArrayDeclaration []':
    "No route sets a rate limit of its own: child() is called only for Team Pulse's createRateLimit limits, which have no route, and for them the FallbackStore constructor handed no stores builds the same pair (a LocalStore with the default cache, as LocalStore.child makes it, and a RedisStore under the scope's name).",
  'server/functions/rate-limit-store.ts ConditionalExpression true':
    "None changes what is counted where: a probe started while the connection is not ready stops at its first check (its reconnection's 'ready' brings the counts back); a probe write cannot succeed after close(), which disconnects the client, and ioredis rejects every command still unanswered then, so `!this.closed` is always true when one does; and disconnect() on a client whose connection already ended does nothing more (no event, no reconnection).",
  'server/static-site.ts BlockStatement {}':
    "safeDecode's catch is unreachable through the server: Fastify's router decodes the path first and answers 400 to any malformed escape (/%zz, /a%, /%E0%A4%A, an encoded lone surrogate), so the handler only sees paths decodeURIComponent accepts.",
  'server/http-limits.ts ConditionalExpression true':
    "When an address's last connection closes, a count of 0 left in the map admits that address exactly as a missing entry does (`held` reads 0 either way); only the map keeps one idle entry per address seen, which nothing reads or reports.",
  'server/http-limits.ts EqualityOperator left >= 0':
    "When an address's last connection closes, a count of 0 left in the map admits that address exactly as a missing entry does (`held` reads 0 either way); only the map keeps one idle entry per address seen, which nothing reads or reports.",
  'server/functions/rate-limit-store.ts OptionalChaining routeInfo.url':
    "@fastify/rate-limit always hands child() a routeInfo: the route's options, or an empty object for a createRateLimit limit, so `routeInfo?.url` and `routeInfo.url` read the same.",
  // src/boot
  'src/boot/aria-ssr.ts ArrayDeclaration []':
    "useIsSSR's effect does its work after the first commit, the only time isSSR is true (it turns false once and never back), so running it once (an empty list) does what running it again when isSSR turns false does: nothing more. The `// Stryker disable` above the list does not reach this mutant",
  // src/routing
  'src/routing/route-table.ts StringLiteral "Stryker was here!"':
    "matchArticlePath's slug for a path outside a language's blog: any text the slug pattern refuses (lower-case words joined by hyphens) gives the same undefined, and the mutant's capitals and spaces are refused as the empty text is",
};

/** Where a mutant is in its file, as StrykerJS reports it (lines and columns from 1). */
interface Place {
  start: { line: number; column: number };
  end: { line: number; column: number };
}

/** The code a mutant replaced, from its file's source, with its white space run together. */
export function replacedCode(source: string, { start, end }: Place): string {
  const lines = source.split('\n').slice(start.line - 1, end.line);
  lines[lines.length - 1] = lines[lines.length - 1].slice(0, end.column - 1);
  lines[0] = lines[0].slice(start.column - 1);
  return lines.join(' ').replace(/\s+/g, ' ');
}

/** The reason for a survivor, from the most specific key that has one. */
export function survivorReason(
  file: string,
  mutator: string,
  replacement: string,
  status: string,
  code: string,
): string | undefined {
  return (
    SURVIVOR_REASONS[`${file} ${mutator} ${replacement} @ ${code}`] ??
    SURVIVOR_REASONS[`${file} ${mutator} ${replacement}`] ??
    SURVIVOR_REASONS[`${file} ${status}`] ??
    SURVIVOR_REASONS[`${file} *`]
  );
}
