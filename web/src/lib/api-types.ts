/**
 * Generated from api/openapi.yaml by `npm run gen:api` (openapi-typescript). Do not edit:
 * change the document and run the script again.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The process is up. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Status"];
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe (database reachable; on PostgreSQL, realtime listening) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Status"];
                    };
                };
                429: components["responses"]["TooManyRequests"];
                /** @description The database does not answer (status unavailable), or the realtime LISTEN is not up yet (status starting). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Status"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The OpenAPI description. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/yaml": unknown;
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document, readable (Swagger UI, bundled in the web build; no CDN) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The documentation page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                404: components["responses"]["NotFound"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a sign-up; e-mails the address (same answer whether or not it has an account)
         * @description Answers 202 {"email"} in every case, after the same work (one password hash, one token, one e-mail), so it cannot tell who has an account. A new address gets 'Confirme seu e-mail' with a one-time link (valid 24 hours) to /auth/confirmar; the account is created only when the link is opened (POST /api/auth/signup/confirm). An address with an account gets 'Alguém tentou criar uma conta com seu e-mail' with the sign-in page and a reset link. At most 10 per hour per IP and 5 per hour per e-mail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SignUpInput"];
                };
            };
            responses: {
                /** @description Check your e-mail. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignUpAccepted"];
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
                503: components["responses"]["ServerBusy"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Reenviar e-mail': a fresh confirmation link for a pending sign-up, the notice for an account, nothing otherwise (same answer)
         * @description At most 3 per 15 minutes per e-mail and 10 per 15 minutes per IP. The earlier link stops working.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Check your e-mail. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignUpAccepted"];
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a 'Confirme seu e-mail' link (single use, valid 24 hours): creates the account, its wedding on the free trial, and signs in
         * @description At most 10 per 15 minutes per IP. 409 `email_taken` when the address got an account meanwhile (told only to whoever has the link). In another browser than the one that signed up (its `aceito_signup` cookie), the password chosen at sign-up is required: 401 `password_required` without it, `wrong_password` with another (a stranger may have signed up with the address).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Signed in; sets the session cookie. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Every attempt counts (a right password gives it back); over 5 per 15 minutes from an IP (IPv6 per /64), or 50 per 15 minutes for an e-mail, attempts are refused until the window ends (README, Abuse limits).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SignInInput"];
                };
            };
            responses: {
                /** @description Signed in; sets the session cookie. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                /** @description `account_deletion_pending`: right password, but 'Excluir conta' was asked; only the e-mailed 'Cancelar exclusão' link undoes it. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
                503: components["responses"]["ServerBusy"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out; the cookie is cleared. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password; ends every session of the user and starts a new one here
         * @description Needs the current password, checked under the sign-in throttle (the same per-e-mail and per-IP counters); a wrong one answers 422 with code wrong_password and field current_password "incorrect". The new password follows the sign-up rules. E-mails 'Sua senha foi alterada' with a one-time reset link valid 24 hours.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChangePasswordInput"];
                };
            };
            responses: {
                /** @description Changed; a new session cookie is set. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a one-time password-reset link (answers the same whether or not the account exists)
         * @description At most 5 requests per 15 minutes per e-mail and per IP.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Accepted. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token (single use, valid 1 hour) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Password changed; every session of the user ended. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
                503: components["responses"]["ServerBusy"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, the wedding and its plan */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Current session. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's live sessions ('Dispositivos conectados'), the current one first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sessions. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeviceList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's public id (never the cookie token). */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the user's sessions (the current one signs this browser out) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The session's public id (never the cookie token). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ended. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the user except this one ('Sair de todos os dispositivos') */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many sessions ended. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OtherSessionsEnded"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan catalogue (Essencial, Premium, Luxo) in upgrade order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The plans. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanList"];
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who runs this deployment - support contacts, the company (data controller) and the DPO
         * @description Read from ACEITO_SUPPORT_*, ACEITO_COMPANY_* and ACEITO_DPO_* at start; unset values are null and the web app hides them. The support WhatsApp is not here (only Luxo weddings get it, in GET /api/subscription).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The operator's details. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Site"];
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The launch offer and how many of its places are left (public)
         * @description Places are claimed only by confirmed payments, never by opening a checkout. active is false when the operator turned the offer off (ACEITO_LAUNCH_OFFER=off) or every place was claimed; the screens then show plain texts and full prices.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The offer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Offer"];
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/landing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The landing page's social proof (public)
         * @description couples_at_least is the number of paying couples rounded down to the hundred below it, null while there are 100 or fewer; testimonials come from the operator's ACEITO_TESTIMONIALS_FILE (empty without one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Counts and testimonials. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Landing"];
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pre-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the e-mail typed in the plan picker; a visitor is e-mailed (same answer whether or not the address has an account)
         * @description Answers 202 {"email"} in every case. For a visitor, a new address gets 'Continue a sua assinatura do Aceito' with a link to /payment?plan=…&token=… (valid 24 hours), whose token POST /api/checkout needs; an address with an account gets 'Você já tem uma conta no Aceito' (sign in and change plan in Configurações), with no payment link. A signed-in couple's e-mail is only recorded. At most 10 per hour per IP and 5 per hour per e-mail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        plan_type: "essencial" | "premium" | "luxo";
                    };
                };
            };
            responses: {
                /** @description Check your e-mail (a visitor). */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignUpAccepted"];
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a checkout session for a plan and return the payment provider's URL
         * @description A signed-in couple buys for their wedding (the account's e-mail is used). A visitor sends the token of the pre-checkout link and buys for that link's e-mail (400 invalid_token without a working link; 409 account_exists when the address got an account after the link was sent). The plan changes only when the provider confirms the payment.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        plan: "essencial" | "premium" | "luxo";
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description The provider's checkout URL. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProviderRedirect"];
                    };
                };
                400: components["responses"]["BadRequest"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/local/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        /** Local (test-mode) provider's checkout page, HTML */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The card form, marked 'Modo de teste'. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                /** @description Unknown, paid or expired session. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        /** Pay on the local provider's page (a card number ending in 0002 is declined) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        name: string;
                        number: string;
                        exp?: string;
                        cvc?: string;
                    };
                };
            };
            responses: {
                /** @description Paid; redirects to /billing/return. */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                /** @description Declined; the form again with the reason. */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                /** @description Unknown, paid or expired session. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                413: components["responses"]["TooLarge"];
                /** @description Missing name or card number. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/local-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Local (test-mode) provider's stand-in for a billing portal, HTML (the wedding's payments) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The payments page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                /** @description Not signed in; redirects to /auth. */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: components["responses"]["Forbidden"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the payment provider sends the buyer after paying
         * @description The browser that started a visitor's checkout (cookie `aceito_checkout`) is signed in, once, to the account the payment created. A signed-in couple goes back to /app; anyone else to /auth.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirect into the app or to sign-in. */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding's subscription (the spec's check-user-plan) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Plan, status, expiry, features, limits and usage. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * May the wedding use a feature or add one more of a limited resource (the spec's check_user_permission)
         * @description Usage is counted by the server. Without a session the answer is allowed false with reason not_authenticated.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @example guests
                         * @example gallery_images
                         * @example digital_invitations
                         */
                        feature: string;
                    };
                };
            };
            responses: {
                /** @description The plan check result. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PermissionResult"];
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop renewal; the plan lasts until the end of the paid period (idempotent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription after the change. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a cancel before the paid period ends (idempotent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription after the change. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** URL of the provider's billing portal (the spec's customer-portal) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The portal URL. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProviderRedirect"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's signed events (checkout completed, subscription updated/deleted, invoice payment failed)
         * @description Only with ACEITO_BILLING=stripe (404 otherwise). The Stripe-Signature header must verify with the webhook secret and be at most 5 minutes old; each event id is handled once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Handled (or already handled). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the wedding's guests in the order they were added */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The guests. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GuestList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /** Add a guest */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": WithRequired<components["schemas"]["GuestInput"], "nome">;
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Guest"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a guest list import (writes nothing)
         * @description multipart/form-data with the file in part arquivo: a CSV (';', ',' or tab, detected from the header line; UTF-8 with or without BOM, UTF-16 with BOM, else Windows-1252) or an .xlsx (its active sheet), at most 2 MB (413 file_too_large), at most 5.000 data rows (400 import_too_many_rows), cells over 300 characters are a row problem, an .xlsx may not unzip past 16 MB (400 import_invalid_xlsx). The first non-blank line holds the headers, matched by pt-BR name ignoring case and accents: Nome (required, 400 import_no_name_column), E-mail, Telefone/Celular/WhatsApp, Mesa, Acompanhantes (a count or sim/não; > 0 sets acompanhante), Status; others are listed in ignored_columns. Each row is novo, duplicado (same name folded and phone digits as a saved guest, duplicate_of lista, or an earlier row, duplicate_of 'linha N'), erro (problems in pt-BR) or excedente (new but past the plan's guest limit; message explains). Counted per wedding with export: 60 / hour.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description .csv or .xlsx up to 2 MB.
                         */
                        arquivo: string;
                    };
                };
            };
            responses: {
                /** @description What the import would do. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GuestImportResult"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                /** @description File over 2 MB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a guest list (the same file as the preview), in one transaction
         * @description Same body and checks as /api/guests/import/preview, re-read under the wedding's write lock. Adds the rows that are novo, in file order; skips duplicates and rows with problems. When new rows pass the plan's guest limit, the first ones that fit are added and the rest are excedente, with a pt-BR message saying how many fit (importing the same file after an upgrade adds the rest: the added ones are then duplicates). When not one fits the answer is the 403 plan_limit of a single create and nothing is written.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        arquivo: string;
                    };
                };
            };
            responses: {
                /** @description What was imported (imported counts the added guests). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GuestImportResult"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                /** @description The list's 5.000-guest ceiling is full (row_limit). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File over 2 MB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole guest list as a file that re-imports unchanged
         * @description formato=csv (default): UTF-8 with BOM, ';', CRLF. formato=xlsx: one sheet 'Convidados' of text cells. Columns Nome, E-mail, Telefone, Mesa, Acompanhante (Sim/Não), Status (Pendente/Confirmado/Recusado), Adicionado em (dd/mm/aaaa, ignored on import). A cell starting with = + - @ tab or CR gets a leading apostrophe (formula injection); the import drops it again. Counted per wedding with the import: 60 / hour.
         */
        get: {
            parameters: {
                query?: {
                    formato?: "csv" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file, as an attachment. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** One guest */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The guest. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Guest"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        /** Remove a guest */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        /** Change some fields of a guest (absent fields keep their values) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GuestInput"];
                };
            };
            responses: {
                /** @description Updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Guest"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        trace?: never;
    };
    "/api/guests/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RSVP tracking counts (issue 13) — the spec's four stat cards, confirmed people by age band, dietary restriction totals, guests that have not answered, invitations sent */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The counts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GuestSummary"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/buffet.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 'Lista para o buffet': confirmed people by age band and dietary restriction, no personal data (CSV, ';', UTF-8 with BOM) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": unknown;
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Gerar novo link': a new personal RSVP link for the guest; the previous one stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The guest with its new rsvp_url. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Guest"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/{id}/sent": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Convite enviado': records that the couple sent the guest's invitation now (the couple's own tap opened WhatsApp or e-mail; the server sends nothing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The guest with convite_enviado_em. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Guest"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rsvp-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The couple's RSVP settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The settings. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RSVPSettings"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /** Set the RSVP deadline ('Confirme até {dd/MM/yyyy}'; answers change until that day inclusive, in the wedding's time zone); null removes it */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RSVPSettingsInput"];
                };
            };
            responses: {
                /** @description Saved. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RSVPSettings"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/rsvp/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        /**
         * A guest's personal RSVP page (no account) — the couple's invitation and only this guest's family
         * @description Answered from a per-guest entry of the per-wedding cache, valid for the wedding's data_version and calendar day.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicRSVP"];
                    };
                };
                404: components["responses"]["NotFound"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        /**
         * The family's answers, one per person, until the deadline; an answer that changes nothing writes nothing
         * @description A changed answer rings the couple's bell ('Ana Souza confirmou presença (3 pessoas)', 'Ana Souza não poderá ir'); a change within 10 minutes of the previous answer replaces that guest's unread notice.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        pessoas: {
                            /** @description convidado for the invited person, else the companion's id */
                            id: string;
                            /** @enum {string} */
                            status_confirmacao: "confirmado" | "recusado";
                            restricao_alimentar?: string | null;
                        }[];
                        mensagem?: string | null;
                    };
                };
            };
            responses: {
                /** @description The page with the answers. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicRSVP"];
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                /** @description rsvp_closed: the deadline has passed. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/rsvp/{token}/agenda.ics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        /** 'Adicionar à agenda': the wedding as an all-day iCalendar event; 404 while the couple has no date */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": unknown;
                    };
                };
                404: components["responses"]["NotFound"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/r/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        /** A guest's personal RSVP link opened directly — the web app, 200 when the link is valid, 404 otherwise (X-Robots-Tag noindex) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The web app. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                /** @description The web app showing its not-found page. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the wedding's checklist tasks, dated ones by deadline first (suggested tasks the app can see done are ticked first, once each) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tasks. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChecklistList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /** Add a checklist task (a deadline before the wedding's today is refused, prazo past) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": WithRequired<components["schemas"]["ChecklistInput"], "tarefa">;
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChecklistItem"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checklist/suggested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the 14 suggested tasks that are missing, with deadlines counted back from the profile's wedding date
         * @description Idempotent; a deleted suggested task comes back. Without a wedding date answers 422 `wedding_date_required`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many tasks were added, and the whole list. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SuggestedChecklist"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checklist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a task (kept for 10 minutes so the delete can be undone) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        /** Change some fields of a task (absent fields keep their values; a changed deadline may not be in the past, an unchanged one may) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChecklistInput"];
                };
            };
            responses: {
                /** @description Updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChecklistItem"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        trace?: never;
    };
    "/api/checklist/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a task's delete within 10 minutes; it comes back exactly as it was (same id, dates, reminder) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Restored. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChecklistItem"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ceremonies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the wedding's ceremonies, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ceremonies. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CeremonyList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /** Add a ceremony with the default lists of its type, and its tasks to the checklist (alta, pendente) in the same transaction */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": WithRequired<components["schemas"]["CeremonyInput"], "ceremony_type" | "venue_name" | "venue_address">;
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ceremony"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ceremonies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a ceremony (the checklist tasks it created stay) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        /** Change some fields of a ceremony; a list replaces the whole list, and completed items no longer listed are dropped */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CeremonyInput"];
                };
            };
            responses: {
                /** @description Updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ceremony"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        trace?: never;
    };
    "/api/ceremonies/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark one document or task of a ceremony as completed or pending */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        list: "documents" | "tasks";
                        /** @description An item of documents_needed or tasks_needed. */
                        item: string;
                        completed: boolean;
                    };
                };
            };
            responses: {
                /** @description Updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ceremony"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole dashboard summary, computed from the wedding's rows (day counts in the wedding's time zone) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The summary. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Dashboard"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding information of the couple (one profile per wedding) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The profile. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileView"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /** Replace the whole profile; blank or absent strings are stored as null */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            responses: {
                /** @description The saved profile. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileView"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["StaleVersion"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The first-run flow's state (issue 18 §2): the step reached, whether it was finished or skipped, and the answers read back from where they live (names pre-filled from sign-up) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The state. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Onboarding"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /**
         * Save the flow's answers and step in one transaction; finish creates the suggested tasks and marks it done, skip only marks it done
         * @description Null, absent or blank answers leave the stored values. Names, date and venue go to the profile, the total to the budget (with the default categories when none was saved), the rest to the flow. Idempotent: the same body twice changes nothing more. Field codes: step out_of_range; skip conflict (with finish); wedding_date invalid_date/past (a new date before the wedding's today); ceremony_time invalid; city/ceremony_place/venue/first_name/last_name/partner_name too_long; guest_estimate out_of_range (1–5000); budget_total_cents not_positive/too_large.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OnboardingInput"];
                };
            };
            responses: {
                /** @description The new state. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Onboarding"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding's budget; before the first save, a zero total with the default categories and a null updated_at */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The budget. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Budget"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /**
         * Save the whole budget (total and categories), creating or replacing the wedding's one budget
         * @description Percentages need not sum to 100 % (the page warns). Field codes: total_cents not_positive/too_large; categories required/too_many; categories.N.nome required/too_long/duplicate; categories.N.percent_tenths out_of_range; categories.N.spent_cents negative/too_large; categories.N.status invalid.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BudgetInput"];
                };
            };
            responses: {
                /** @description The saved budget. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Budget"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["StaleVersion"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitation-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invitation messages saved for the wedding's guests */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The messages. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvitationMessageList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/{id}/invitation-message": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Save the guest's invitation message (one per guest, replaced on each save); needs the plan feature digital_invitations */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InvitationMessageInput"];
                };
            };
            responses: {
                /** @description The saved message. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvitationMessage"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["StaleVersion"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/godparents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the wedding's padrinhos and madrinhas ordered by name (case and accents folded) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The godparents. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GodparentList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /**
         * Add a padrinho or madrinha
         * @description Field codes: nome required/too_short/too_long; tipo required/invalid; email invalid; telefone too_long; observacoes too_long.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": WithRequired<components["schemas"]["GodparentInput"], "nome" | "tipo">;
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Godparent"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/godparents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a godparent */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        /** Change some fields of a godparent (absent fields keep their values; null clears an optional one) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GodparentInput"];
                };
            };
            responses: {
                /** @description Updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Godparent"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        trace?: never;
    };
    "/api/gifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding's gift list, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The gifts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GiftList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /**
         * Add a gift; data_recebimento is set by the server (now when recebido, else null)
         * @description Field codes: nome required/too_long; descricao too_long; valor_cents negative/too_large; status invalid; doador too_long (dropped unless status is recebido).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": WithRequired<components["schemas"]["GiftInput"], "nome">;
                };
            };
            responses: {
                /** @description The created gift. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Gift"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gifts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a gift */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        /** Change a gift; absent fields keep their values. Becoming recebido sets data_recebimento to now; leaving it clears it and the giver */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GiftInput"];
                };
            };
            responses: {
                /** @description The updated gift. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Gift"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        trace?: never;
    };
    "/api/pix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wedding's PIX key and its static BR Code payload ("copia e cola"); both null before the first save
         * @description On every plan: without pix_gifts the saved key comes read-only with payload null (DESIGN.md decision 18: gated means locked, never hidden); the QR code and saving need the feature.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The key and payload. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixResponse"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /**
         * Save the wedding's PIX key (one per wedding, replaced on each save); needs the plan feature pix_gifts
         * @description The key is validated for its type and stored in canonical form (e-mail lowercased, telefone +55…, cpf 11 digits). Field codes: tipo_chave invalid; chave_pix required/invalid (message 'Chave PIX inválida para o tipo {tipo}.'); nome_beneficiario required/too_long/no_letters.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PixInput"];
                };
            };
            responses: {
                /** @description The saved key and its payload. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixResponse"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                409: components["responses"]["StaleVersion"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pix/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payload as a QR code image (PNG, 400 px, margin 2 modules, error correction M, black on white); needs pix_gifts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The QR code. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wedding-site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The couple's wedding site (/casamento/{slug}); null before the first save
         * @description On every plan: without pix_gifts (the site and its gifts are one feature) the couple still reads the site it made, read-only (DESIGN.md decision 18); the public page is offline and saving, publishing and the guests' claims need the feature.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The site. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WeddingSiteResponse"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /**
         * Save the site's address and content (a new site starts unpublished); needs pix_gifts
         * @description Field codes: slug required/too_short/too_long/invalid/reserved (3–40 characters a–z, 0–9 and single hyphens; reserved words refused), 409 slug_taken when another wedding has it; senha too_short/too_long/invalid (absent or null keeps the password, "" removes it); cerimonia_horario, festa_horario invalid (HH:MM); every text too_long.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WeddingSiteInput"];
                };
            };
            responses: {
                /** @description The saved site. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WeddingSiteResponse"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                /** @description `slug_taken`, or `conflict` for a stale version (see the StaleVersion response: details.current is the current site). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wedding-site/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Publicar': guests can open /casamento/{slug}; 409 site_not_saved before the first save; needs pix_gifts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The site. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WeddingSiteResponse"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                409: components["responses"]["Conflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wedding-site/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unpublish the site (its address answers 404 again); needs pix_gifts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The site. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WeddingSiteResponse"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                409: components["responses"]["Conflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guests' 'Já fiz o PIX' claims, newest first: aguardando (Aguardando confirmação) or recebido; readable on every plan (a plan without pix_gifts sees them read-only), changing them needs pix_gifts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The claims. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GiftClaimList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift-claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Discard a claim still aguardando (the money never came); its cota is free again. 409 already_confirmed for a recebido claim */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Discarded. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift-claims/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The money arrived — the claim becomes recebido; when every cota of the gift is recebido the gift becomes recebido with the givers' names as doador. 409 already_confirmed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The claim. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GiftClaim"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift-claims/{id}/thanks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tick or untick 'Agradecimento enviado' on a recebido claim (409 not_confirmed before) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enviado: boolean;
                    };
                };
            };
            responses: {
                /** @description The claim. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GiftClaim"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/sites/{slug}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The site's password, percent-encoded, when the couple set one. */
                "X-Site-Password"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        /** A published wedding site for guests (no account), from the per-wedding cache; X-Robots-Tag noindex; never a guest list. 404 for unknown, unpublished or downgraded sites; 401 site_password_required/site_password_wrong; rate limited per IP (site-ip) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The site's password, percent-encoded, when the couple set one. */
                    "X-Site-Password"?: string;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The site. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicWeddingSite"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/sites/{slug}/gifts/{id}/pix": {
        parameters: {
            query?: never;
            header?: {
                "X-Site-Password"?: string;
            };
            path: {
                slug: string;
                id: string;
            };
            cookie?: never;
        };
        /** A guest picks a gift: the BR Code of its lowest free cota, carrying the cota's amount (field 54) and its own txid (field 62-05, 23 alphanumerics), with the QR as a PNG data URL. 404 when the gift is gone or no PIX key is saved; rate limited per IP (site-ip) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "X-Site-Password"?: string;
                };
                path: {
                    slug: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The payment. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SitePixPayment"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/sites/{slug}/gifts/{id}/claims": {
        parameters: {
            query?: never;
            header?: {
                "X-Site-Password"?: string;
            };
            path: {
                slug: string;
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Já fiz o PIX': the guest's name (1–100) and message (≤ 500) for one cota; the claim is aguardando until the couple confirms — it never marks money received. 409 cota_taken when another guest took that cota first; rate limited per IP (gift-claim-ip) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "X-Site-Password"?: string;
                };
                path: {
                    slug: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cota: number;
                        nome: string;
                        mensagem?: string | null;
                    };
                };
            };
            responses: {
                /** @description Recorded. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GiftClaimRecorded"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/honeymoon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding's honeymoon plan (null before the first save) and whether a budget exists for the 'Lua de Mel' sync */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The plan. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HoneymoonResponse"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /**
         * Save the wedding's one honeymoon plan (inserted or updated); needs the plan feature honeymoon_planner
         * @description Also sets the budget category 'Lua de Mel' (fixed_cents = estimated total, spent_cents = actual total) in the same transaction, inside a savepoint: a failed sync is logged, the plan is saved and budget_sync is failed; without a saved budget it is no_budget. Field codes: destino required/too_long; orcamento_cents negative/too_large; data_inicio, data_fim invalid_date; data_fim before_start; preferencias too_many; preferencias.N invalid; observacoes too_long; expenses too_many/too_large; expenses.N.category invalid/duplicate; expenses.N.estimated_cents, expenses.N.actual_cents negative/too_large.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HoneymoonInput"];
                };
            };
            responses: {
                /** @description The saved plan and the budget sync result. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HoneymoonResponse"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                409: components["responses"]["StaleVersion"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's notifications (the couple's and their own), by priority (highest first) then newest, or newest first; at most 50
         * @description Query: filter unread|all (default all); q searches title and message, ignoring case and accents (at most 100 characters); sort priority|recent; limit 1–50 (default 50). Field codes: filter invalid; sort invalid; q too_long; limit out_of_range.
         */
        get: {
            parameters: {
                query?: {
                    filter?: "unread" | "all";
                    q?: string;
                    /** @description priority: highest priority first, then newest (the bell); recent: newest first (the centre). */
                    sort?: "priority" | "recent";
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The notifications and the count of all unread ones. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                422: components["responses"]["Invalid"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the member's notifications are unread (the bell's badge) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The count. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnreadCount"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every unread notification of the member read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many changed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationsUpdated"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one notification read (an already read one keeps its read time) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The notification. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notification"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one notification */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own choice of how reminders reach them outside the app ('Notificações'): per category (tasks, payments, spending) which channels are on (e-mail and push, on by default), whether one daily digest at digest_time (08:00 in the wedding's time zone) replaces the single e-mails (pushes stay single), and whether pushes keep quiet hours (22:00–08:00 São Paulo, on by default). Never another member's. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The choice (the defaults if never saved). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationPreferences"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /** Save the caller's whole choice (every category with every channel, the digest and quiet_hours). A member's own preference, not planner data; it works while the wedding is read-only. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NotificationPreferencesInput"];
                };
            };
            responses: {
                /** @description Saved. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationPreferences"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key (RFC 8292), the applicationServerKey a browser subscribes with (pushManager.subscribe). From ACEITO_VAPID_PUBLIC_KEY, or made once and kept in the database. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The key. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PushPublicKey"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe this device to Web Push for the caller: the body is the browser's PushSubscription.toJSON(). The endpoint must be an https URL of a known push service (fcm.googleapis.com, updates.push.services.mozilla.com, *.push.apple.com, *.notify.windows.com, or ACEITO_PUSH_HOSTS), p256dh an uncompressed P-256 point and auth 16 bytes (base64url); else 422 'Não foi possível ativar as notificações neste aparelho.'. A known endpoint gets the new keys and, on a shared phone, moves to the caller (pushes still queued for the other member are dropped). At most 10 devices per member: the least recently seen goes. Every plan; works while the wedding is read-only. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PushSubscriptionInput"];
                };
            };
            responses: {
                /** @description A known device: keys refreshed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PushSubscription"];
                    };
                };
                /** @description A new device. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PushSubscription"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        /** Unsubscribe one of the caller's devices. Idempotent: an endpoint the caller does not have (unknown, or another member's) changes nothing and is 204 too. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PushUnsubscribeInput"];
                };
            };
            responses: {
                /** @description Not subscribed (any more). */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/descadastrar/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The unsubscribe token of one reminder e-mail (256 random bits, stored hashed, valid 180 days). */
                token: string;
            };
            cookie?: never;
        };
        /** A reminder e-mail's unsubscribe link, HTML: what it turns off ('Você não receberá mais e-mails de …') and a 'Confirmar' button. Changes nothing (link scanners open every URL). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The unsubscribe token of one reminder e-mail (256 random bits, stored hashed, valid 180 days). */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The confirmation page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                /** @description Unknown or expired token. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        /** One-click unsubscribe (RFC 8058, the List-Unsubscribe-Post target) and the page's button: turns the e-mail of the token's category off for its member, without a session (the digest's token turns every category off). Repeating it is harmless. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The unsubscribe token of one reminder e-mail (256 random bits, stored hashed, valid 180 days). */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @enum {string} */
                        "List-Unsubscribe"?: "One-Click";
                    };
                };
            };
            responses: {
                /** @description Turned off; a page says so. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                /** @description Unknown or expired token. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding's supplier payment reminders by due date, with days left and urgency computed in the wedding's time zone, and the summary cards' numbers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The reminders and their summary. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentReminderList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /** Add a payment reminder (status pending unless paid or overdue is chosen; ignored is refused) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PaymentReminderInput"];
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentReminder"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-reminders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Replace a payment reminder (the panel's edit form; status pending, paid or overdue, or ignored if it already is) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PaymentReminderInput"];
                };
            };
            responses: {
                /** @description Updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentReminder"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        /** Remove a payment reminder */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-reminders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The events screen's one-click action, mark a pending reminder paid or ignored */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "paid" | "ignored";
                    };
                };
            };
            responses: {
                /** @description Updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentReminder"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-reminders/{id}/pix": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** 'Pagar com PIX': the supplier's BR Code with the reminder's amount (field 54) and a transaction id (field 62-05), as copia-e-cola and a 400 px QR image */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The payment code. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentReminderPix"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/spending-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding's spending limits newest first, with percent, level and regional benchmark computed, the summary cards' numbers and the category list */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The limits, their summary and the accepted categories. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SpendingLimitList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /** Add a spending limit */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SpendingLimitInput"];
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SpendingLimit"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/spending-limits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Replace a spending limit (absent current_cents is 0, absent is_active is true) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SpendingLimitInput"];
                };
            };
            responses: {
                /** @description Updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SpendingLimit"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        /** Remove a spending limit */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding's supplier contracts, newest first, with overdue computed on the wedding's calendar day (America/Sao_Paulo) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The contracts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContractList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /**
         * Add a contract (status pendente) with an optional file
         * @description multipart/form-data. The file (part arquivo) is at most 5MB (413 file_too_large, 'O arquivo deve ter no máximo 5MB.') and is accepted by content only: PDF (%PDF-), legacy Word (OLE2 compound file with a WordDocument stream) or .docx (a zip with [Content_Types].xml and word/document.xml), or a photo of the paper contract: a complete JPEG or PNG that decodes within the gallery's limits (30 MP, no trailing data); anything else is 422 with arquivo invalid_type ('Envie um arquivo PDF, DOC ou DOCX, ou uma foto JPEG ou PNG.'). Its name is display metadata only. Field codes: fornecedor required/too_long; descricao too_long; valor_cents invalid_type/negative/too_large/required_for_schedule; prazo_pagamento invalid; arquivo invalid_type; budget_category too_long/not_found; sinal_cents invalid/exceeds_total/required; sinal_vencimento invalid; parcelas invalid/required/nothing_left; primeira_parcela invalid. The sinal and the parcelas pay exactly the value: each becomes a payment reminder (notes 'Sinal do contrato', 'Parcela 2 de 3 do contrato'), created in the same transaction. Unknown or repeated parts are 400. A wedding keeps at most 500 MB of contract files in total (sum of file sizes; contracts without a file are not limited): an upload past it is 409 contract_storage_full, 'Limite de 500 MB em arquivos de contratos atingido. Exclua contratos antigos ou salve este sem arquivo.'
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        fornecedor: string;
                        descricao?: string;
                        /** @description Value in centavos. */
                        valor_cents?: number;
                        /**
                         * Format: date
                         * @description Payment deadline, YYYY-MM-DD.
                         */
                        prazo_pagamento?: string;
                        /** @description The budget category its paid payments add to (422 budget_category not_found when the budget has none of that name). */
                        budget_category?: string;
                        /** @description The sinal, in centavos (needs valor_cents and sinal_vencimento; at most the value). */
                        sinal_cents?: number;
                        /** Format: date */
                        sinal_vencimento?: string;
                        /** @description How many equal monthly parcelas pay the value minus the sinal. */
                        parcelas?: number;
                        /**
                         * Format: date
                         * @description The first parcela's due date (needed with parcelas).
                         */
                        primeira_parcela?: string;
                        /**
                         * Format: binary
                         * @description .pdf, .doc, .docx, or a JPEG or PNG photo, up to 5MB.
                         */
                        arquivo?: string;
                    };
                };
            };
            responses: {
                /** @description The created contract. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contract"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                /** @description The wedding's contract files would pass 500 MB (contract_storage_full). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description File over 5MB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                422: components["responses"]["Invalid"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a contract (every field but the status and the file); its payment reminders follow the new schedule
         * @description The same fields and rules as the create, as JSON. Unpaid payment reminders of the contract take the new supplier, amount and due date, missing ones are created and ones the schedule no longer has are deleted; paid ones are kept as they are.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fornecedor: string;
                        descricao?: string | null;
                        valor_cents?: number | null;
                        /** Format: date */
                        prazo_pagamento?: string | null;
                        budget_category?: string | null;
                        sinal_cents?: number | null;
                        /** Format: date */
                        sinal_vencimento?: string | null;
                        parcelas?: number;
                        /** Format: date */
                        primeira_parcela?: string | null;
                    };
                };
            };
            responses: {
                /** @description The updated contract. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contract"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                /** @description The wedding's payment reminders would pass their row cap (row_limit). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        /** Remove a contract and then its file (a failure to remove the file is logged; the contract still goes) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a contract's status to any of the five (no transition rule) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ativo" | "pendente" | "vencido" | "pago" | "cancelado";
                    };
                };
            };
            responses: {
                /** @description The updated contract. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contract"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        trace?: never;
    };
    "/api/contracts/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** The contract's file (members of the wedding only) with the checked type, X-Content-Type-Options nosniff and Cache-Control private, no-store; a PDF or a photo inline under CSP sandbox, Word files as an attachment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "application/msword": string;
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    };
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/digital-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wedding's digital invitations, newest first, on every plan
         * @description Not gated: a couple whose plan lacks digital_invitations still sees what it sent and the answers, read-only (DESIGN.md decision 18); sending and resending stay gated.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invitations. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DigitalInvitationList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /**
         * Create a digital invitation (status sent), make its RSVP link and queue the invitation e-mail, in one transaction
         * @description Field codes: guest_name required|too_long|invalid; guest_email required|invalid; event_date required|invalid|past (before today in the wedding's time zone); guest_phone invalid; event_time invalid (HH:MM); map_link invalid (http/https only); event_location, dress_code, host_name too_long|invalid; custom_message too_long (2000)|invalid; reminder_days too_many (10)|out_of_range (0–365)|duplicate.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DigitalInvitationInput"];
                };
            };
            responses: {
                /** @description Created and e-mailed. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DigitalInvitation"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
                /** @description send_limit: 300 invitation e-mails per wedding in 24 hours (first sends, resends and scheduler reminders; deleting invitations does not give sends back). */
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/digital-invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the invitation again with a new RSVP link (earlier links keep working); updates sent_at */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invitation. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DigitalInvitation"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/digital-invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a digital invitation and its RSVP links */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The RSVP token from the e-mailed link /convite/{token}. */
                token: string;
            };
            cookie?: never;
        };
        /** The guest's RSVP page (no account); only that invitation's display fields */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The RSVP token from the e-mailed link /convite/{token}. */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invitation. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicInvitation"];
                    };
                };
                404: components["responses"]["NotFound"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/invitations/{token}/response": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The guest confirms or declines (may change a previous answer); a change notifies the couple, at most once per 10 minutes of answers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        answer: "confirmed" | "declined";
                    };
                };
            };
            responses: {
                /** @description The invitation with the answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicInvitation"];
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["TooLarge"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's realtime stream (Server-Sent Events)
         * @description One stream per signed-in member with small invalidation hints about the member's wedding;
         *     the client refetches what a hint names. Never carries the wedding's data. Each frame is
         *     `id: <instance>.<seq>` (absent on resync) and `data: <Event JSON>`; a `: ping` comment
         *     comes every ~25 s; `retry: 3000` asks the browser to reconnect after 3 s. Sent after every
         *     successful write (POST/PUT/PATCH/DELETE) of any member of the wedding, after notifications
         *     created by the scheduler, and across server instances (PostgreSQL LISTEN/NOTIFY). On
         *     reconnect with `Last-Event-ID` the missed events are replayed from a short recent buffer
         *     of the same instance; when that is not possible (another instance, too old) or when the
         *     client fell too far behind, a `resync` event asks it to refetch everything. The stream
         *     ends after 30 minutes; the browser reconnects (and the session is checked again).
         *     Headers: `Cache-Control: no-store`, `X-Accel-Buffering: no`.
         *     Every API answer to a signed-in request carries `X-Aceito-Event-Position: <instance>.<seq>`, the position taken
         *     before anything was read (the session included); a first connection with `?since=` set to the earliest position
         *     the client holds is replayed every event after it (or sent `resync`), so the client need
         *     not read again what it read before the stream opened.
         */
        get: {
            parameters: {
                query?: {
                    /** @description An X-Aceito-Event-Position value: replay from there. */
                    since?: string;
                };
                header?: {
                    /** @description Wins over since. */
                    "Last-Event-ID"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The stream; each `data:` line is a RealtimeEvent. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["RealtimeEvent"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pages the wedding's other members have open now ('Rafael está vendo esta página')
         * @description Presence is kept in memory per server instance while the member's realtime stream is open
         *     (GET /api/events); the caller's own tabs are left out. A `changed` event with resource
         *     `presence` on the stream means the list changed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The other members' open pages. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Presence"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /** Report the route this tab shows (kept until the session's last realtime stream closes) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The web app's route, starting with /; cut at 200 characters. */
                        path: string;
                    };
                };
            };
            responses: {
                /** @description Recorded. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wedding's activity log ('Atividade'), newest first, 30 a page, readable by every member
         * @description Who changed what and when, as pt-BR sentences with the member's first name. Written in the
         *     same transaction as each change; kept 365 days. Also returns the filters' options (the
         *     authors in the log and the fixed areas), the wedding's time zone for showing the times, and
         *     whether the caller asked to be notified of the other members' changes.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only this author's entries. */
                    user?: string;
                    area?: "checklist" | "budget" | "guests" | "payments" | "contracts" | "ceremony" | "profile" | "members" | "godparents" | "gifts" | "honeymoon" | "invitations" | "gallery" | "spending" | "site";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the log. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityPage"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller asked to be notified of the other members' changes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The choice. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityNotify"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /** The caller's choice to get a bell notification when another member changes something (never for one's own changes; one per author and area every 10 minutes) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description Saved. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityNotify"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding's inspiration images, newest first, with the plan's image cap and the usage for the gated card */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The images. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GalleryList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /** Add an image (multipart/form-data). The file is judged by its bytes (PNG, JPEG, GIF or WebP, at most 2 MB, complete with nothing appended, at most 10000 px a side and 30 megapixels); a thumbnail 400 px wide is made. The plan cap is checked before the upload is read and again with the insert. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                        titulo: string;
                        descricao?: string;
                        /** @enum {string} */
                        categoria: "decoracao" | "vestidos" | "bolos" | "flores" | "local" | "convites" | "outros";
                        /**
                         * @description true gives the image a public URL with an unguessable token.
                         * @enum {string}
                         */
                        publico?: "true" | "false";
                    };
                };
            };
            responses: {
                /** @description The image. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GalleryImage"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                409: components["responses"]["Conflict"];
                /** @description The file is over 2 MB (`file_too_large`, field `file: too_large`). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A field breaks a rule: titulo required/too_long, categoria required/invalid, file required/not_image/invalid_image/too_many_pixels. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one image and its files */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** The image file, for members of the wedding (private, revalidated with its ETag, nosniff, sandboxed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": unknown;
                        "image/jpeg": unknown;
                        "image/gif": unknown;
                        "image/webp": unknown;
                    };
                };
                /** @description Not modified. */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery/{id}/thumb": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** The image's thumbnail (400 px wide, JPEG or PNG), for members of the wedding */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The thumbnail. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": unknown;
                        "image/png": unknown;
                    };
                };
                /** @description Not modified. */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/gallery/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        /** A public image, by its unguessable token, without a session; nothing but the file is exposed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": unknown;
                        "image/jpeg": unknown;
                        "image/gif": unknown;
                        "image/webp": unknown;
                    };
                };
                /** @description Not modified. */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: components["responses"]["NotFound"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/gallery/{token}/thumb": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        /** A public image's thumbnail, without a session */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The thumbnail. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": unknown;
                        "image/png": unknown;
                    };
                };
                /** @description Not modified. */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: components["responses"]["NotFound"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the member has a private calendar feed link (the link itself is shown only when made) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The feed's state. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalendarFeedStatus"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        /** Make the member's private iCalendar feed link (/cal/{token}.ics), replacing and so revoking the old one; needs the plan feature calendar_integration */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new link, shown this once. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalendarFeedCreated"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                409: components["responses"]["Conflict"];
            };
        };
        /** Revoke the member's feed link */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/events/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's UID without '@aceito': checklist-{id}, payment-{id}, contract-{id}, wedding-{wedding id}-day|civil|religious, invite-event-{hash}. */
                uid: string;
            };
            cookie?: never;
        };
        /** One event of the wedding's calendar as an .ics download (every plan) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The event's UID without '@aceito': checklist-{id}, payment-{id}, contract-{id}, wedding-{wedding id}-day|civil|religious, invite-event-{hash}. */
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file with one VEVENT. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": unknown;
                    };
                };
                401: components["responses"]["Unauthenticated"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/convite/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        /**
         * The guest's invitation page (the web app), with its link preview rendered by the server
         * @description 200 for a valid invitation link: the web app's index.html with og:title ('Beatriz & Leonardo — 24/07/2027', the couple's names and the event date), og:description, og:image (/og-image.png), og:url, and robots noindex (also X-Robots-Tag); never the guest's data. 404 (the web app without preview tags) for an unknown or revoked token. Built by internal/linkpreview, for every public page a person is sent.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                /** @description Unknown invitation link; the web app shows its not-found screen. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/casamento/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        /**
         * A published wedding site opened directly (the guests' site page), with its link preview rendered by the server
         * @description 200 for a published site whose plan includes pix_gifts: the site page with og:title ('Ana & João — 15/05/2027', the couple's names as the site shows them and the wedding date), og:description, og:image (/og-image.png), og:url and robots noindex (also X-Robots-Tag). A password-protected site gets a generic preview ('Site de casamento', no names or date). 404 (no preview tags) for an unknown, unpublished or downgraded slug, as its JSON. Built by internal/linkpreview.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                /** @description No such site; the page shows its not-found screen. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cal/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description {token}.ics */
                file: string;
            };
            cookie?: never;
        };
        /**
         * A member's private iCalendar feed (RFC 5545), without a session, while the wedding's plan includes calendar_integration
         * @description The wedding day and ceremony dates of the profile (at the ceremonies' venues), checklist deadlines (all-day; a VALARM at a pending task's reminder time), payment reminders, contract payment deadlines and the digital invitations' events. A revoked or unknown token, or a plan without the feature, is 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description {token}.ics */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The calendar. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": unknown;
                    };
                };
                404: components["responses"]["NotFound"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weather": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rain alert page (plan feature weather_alerts; readable on every plan): the venue, the wedding date, from when the forecast is shown (D-16) and, from then to the day, the forecast and the verdict
         * @description state: no_date (no wedding date in the profile), no_venue, too_early (before available_from), past, unavailable (the provider did not answer: 'Previsão indisponível no momento'; never an error), ready (forecast and verdict set), locked (the plan lacks weather_alerts: the saved venue and the wedding date only, shown read-only; the provider is not asked). The verdict is the band of the highest hourly chance of rain from window_before_hours before to window_after_hours after the ceremony time: low below thresholds.moderate, moderate below thresholds.high, high from it. Forecasts are cached per place and day.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page's state. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WeatherStatus"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weather/venue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the venue's city (picked from GET /api/weather/places) and the ceremony time; needs weather_alerts
         * @description Field codes (pt-BR messages): name, state, country, latitude, longitude, ceremony_time (HH:MM).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WeatherVenueInput"];
                };
            };
            responses: {
                /** @description The page's new state. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WeatherStatus"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weather/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search cities by name (Open-Meteo geocoding, in Portuguese) for the venue; needs weather_alerts; rate limited per wedding and per IP */
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description At most 8 places. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WeatherPlaceList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PlanGate"];
                422: components["responses"]["Invalid"];
                429: components["responses"]["TooManyRequests"];
                /** @description The geocoding provider did not answer (`weather_unavailable`). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The couple's privacy choices: keep_guest_data ('Manter dados dos convidados após o casamento') */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The settings. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PrivacySettings"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        /** Change the privacy choices (off, guests' e-mail and phone are cleared 12 months after the wedding date) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            responses: {
                /** @description The settings after the change. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PrivacySettings"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding's data exports ('Baixar meus dados') still in progress or downloadable, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The exports. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataExportList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
            };
        };
        put?: never;
        /** Ask for a zip of every row and file of the wedding, built in the background; a notification says when it is ready (24 h to download) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One is already in progress; that one. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataExport"];
                    };
                };
                /** @description Queued. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataExport"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                507: components["responses"]["InsufficientStorage"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** The export's zip (README.txt, one JSON file per resource, files/), for members of the wedding, while ready and unexpired */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The zip. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": unknown;
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 'Backup automático' (Luxo, gate automatic_backup): the wedding's weekly copies of its export, newest first, at most 4; copies made before a downgrade stay listed until replaced or the account is deleted */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ready copies. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackupList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** One weekly copy: the same zip as 'Baixar meus dados' (README.txt, one JSON file per resource, files/), for members of the wedding only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The zip. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": unknown;
                    };
                };
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Excluir conta': with the password and the typed word EXCLUIR, ends every session, stops renewal (last member) and schedules the deletion in 7 days; an e-mailed link undoes it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        /** @enum {string} */
                        confirmation: "EXCLUIR";
                    };
                };
            };
            responses: {
                /** @description Scheduled; the session cookie is cleared. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountDeletionScheduled"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Cancelar exclusão': undo a scheduled deletion with the e-mailed token, before it is due */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Undone; the account can sign in again. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountDeletionCanceled"];
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["TooLarge"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 'Pessoas do casamento': the wedding's members (owner first) and pending invitations, with the plan's cap on people (every role) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The people. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MemberList"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite the partner ('partner') or a cerimonialista ('planner') by e-mail (owner only); the link works once, for 7 days. Inviting a pending address again replaces its link. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "partner" | "planner";
                    };
                };
            };
            responses: {
                /** @description Invited; the e-mail is queued. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MemberInvitation"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthenticated"];
                /** @description Not the owner (`role_forbidden`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description `member_limit` (members plus pending invitations at the plan's cap; details carry usage and limit), `already_member`, `partner_exists`. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["TooLarge"];
                422: components["responses"]["Invalid"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation (owner only); its link stops working */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                /** @description Not the owner (`role_forbidden`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                404: components["responses"]["NotFound"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's user id. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member (owner only): their sessions and realtime streams end at once; their account keeps a new empty, read-only wedding of its own */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The member's user id. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                /** @description Not the owner (`role_forbidden`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description The owner cannot be removed (`cannot_remove_owner`). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{id}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The partner's user id. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfer ownership to the partner (owner only); the caller becomes the partner */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The partner's user id. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Transferred. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Unauthenticated"];
                /** @description Not the owner (`role_forbidden`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description Only the partner can become the owner (`transfer_partner_only`). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member-invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The e-mailed invitation token. */
                token: string;
            };
            cookie?: never;
        };
        /** The accept page's invitation: state (pending, accepted, revoked, expired), invited address and role, who invited; with a session, whether this account can accept (viewer) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The e-mailed invitation token. */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invitation. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MemberInvitationView"];
                    };
                };
                404: components["responses"]["NotFound"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member-invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept with the signed-in account (the invited e-mail). An account whose own wedding is empty leaves it (it is deleted); one whose wedding has data is refused (`own_wedding_has_data`), nothing merged or dropped. The browser is signed in to the invited wedding. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Joined. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MemberInvitationAccepted"];
                    };
                };
                401: components["responses"]["Unauthenticated"];
                /** @description Signed in with another e-mail (`wrong_account`). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                404: components["responses"]["NotFound"];
                /** @description `invitation_used`, `invitation_revoked`, `invitation_expired`, `already_member`, `own_wedding_has_data`, `member_limit`, `partner_exists`. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Channel → on: e-mail, and Web Push to each device the member subscribed (both on by default). */
        NotificationChannels: {
            email: boolean;
            push: boolean;
        };
        NotificationCategories: {
            tasks: components["schemas"]["NotificationChannels"];
            payments: components["schemas"]["NotificationChannels"];
            spending: components["schemas"]["NotificationChannels"];
        };
        NotificationPreferences: {
            categories: components["schemas"]["NotificationCategories"];
            /** @description One e-mail a day replaces the single e-mails. Pushes are not affected: they stay one per reminder. */
            digest: boolean;
            /** @description No push between 22:00 and 08:00 America/Sao_Paulo; a push due then waits until 08:00 (on by default). E-mail is not affected. */
            quiet_hours: boolean;
            /** @description HH:MM in the wedding's time zone when the digest is sent (08:00). */
            digest_time: string;
        };
        NotificationPreferencesInput: {
            categories: components["schemas"]["NotificationCategories"];
            digest: boolean;
            quiet_hours: boolean;
        };
        PushPublicKey: {
            /** @description base64url (no padding) of the uncompressed P-256 point (65 bytes). */
            public_key: string;
        };
        /** @description PushSubscription.toJSON() of the browser. */
        PushSubscriptionInput: {
            endpoint: string;
            /** @description Ignored: a push service's 404/410 ends a subscription. */
            expirationTime?: number | null;
            keys: {
                /** @description base64url of the device's uncompressed P-256 public key (65 bytes). */
                p256dh: string;
                /** @description base64url of the 16-byte authentication secret. */
                auth: string;
            };
        };
        PushSubscription: {
            endpoint: string;
            /** Format: date-time */
            created_at: string;
        };
        PushUnsubscribeInput: {
            endpoint: string;
        };
        WeatherPlace: {
            name: string;
            state: string;
            country: string;
            latitude: number;
            longitude: number;
        };
        WeatherVenueInput: {
            name: string;
            state?: string;
            country?: string;
            latitude: number;
            longitude: number;
            ceremony_time: string;
        };
        WeatherHour: {
            /** @description HH:MM, America/Sao_Paulo */
            time: string;
            probability: number | null;
            precipitation_mm: number | null;
        };
        WeatherStatus: {
            /** @enum {string} */
            state: "no_date" | "no_venue" | "too_early" | "past" | "unavailable" | "ready" | "locked";
            venue: null | {
                name: string;
                state: string;
                country: string;
                latitude: number;
                longitude: number;
                ceremony_time: string;
                /** Format: date-time */
                updated_at: string;
            };
            /** Format: date */
            wedding_date: string | null;
            /**
             * Format: date
             * @description D-16: the first day the forecast is shown.
             */
            available_from: string | null;
            forecast: null | {
                /** Format: date */
                date: string;
                /** @description The day's highest chance of rain, percent. */
                probability: number | null;
                /** @description The day's total. */
                precipitation_mm: number | null;
                hours: components["schemas"]["WeatherHour"][];
            };
            verdict: null | {
                hours: components["schemas"]["WeatherHour"][];
                probability: number;
                /** @enum {string} */
                band: "low" | "moderate" | "high";
                /** @enum {string} */
                text: "Baixa chance de chuva" | "Chance moderada de chuva" | "Alta chance de chuva";
            };
            thresholds: {
                moderate: number;
                high: number;
                window_before_hours: number;
                window_after_hours: number;
            };
        };
        MemberList: {
            members: {
                id: string;
                email: string;
                first_name: string;
                last_name: string;
                /** @enum {string} */
                role: "owner" | "partner" | "planner";
                /** Format: date-time */
                joined_at: string;
                is_you: boolean;
            }[];
            invitations: components["schemas"]["MemberInvitation"][];
            /** @description The plan's cap on people, pending invitations included; null: unlimited. */
            limit: number | null;
        };
        MemberInvitation: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "partner" | "planner";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
        };
        MemberInvitationView: {
            /** @enum {string} */
            state: "pending" | "accepted" | "revoked" | "expired";
            email: string;
            /** @enum {string} */
            role: "partner" | "planner";
            inviter: string;
            wedding: string;
            /** Format: date-time */
            expires_at: string;
            viewer: {
                email: string;
                matches: boolean;
                /** @enum {string} */
                own_wedding: "empty" | "has_data" | "this";
            } | null;
        };
        PrivacySettings: {
            keep_guest_data: boolean;
        };
        DataExport: {
            id: string;
            /** @enum {string} */
            status: "pending" | "running" | "ready" | "failed";
            size_bytes: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            ready_at: string | null;
            /**
             * Format: date-time
             * @description Downloadable until then (24 h after ready).
             */
            expires_at: string;
        };
        Backup: {
            id: string;
            /** @description ISO week of the copy in UTC, e.g. 2026-W48; one copy per week. */
            week: string;
            size_bytes: number;
            /**
             * Format: date-time
             * @description When the copy was made.
             */
            created_at: string;
        };
        Status: {
            status: string;
        };
        /** @description The version of the document the client read (0 when it had none). A different stored version answers 409 `conflict`. Left out or null (older clients, scripts), the save is last writer wins. */
        VersionIn: number | null;
        /** @description Counts the document's saves (0 before the first); send it back with the next save. */
        VersionOut: number;
        Error: {
            error: {
                /**
                 * @description Stable code the web app switches on; the list is checked against the server's source by TestErrorCodesMatchTheDocument.
                 * @enum {string}
                 */
                code: "account_deletion_pending" | "account_exists" | "already_confirmed" | "already_member" | "body_too_large" | "cannot_remove_owner" | "checkout_not_found" | "conflict" | "cota_taken" | "cross_origin" | "disk_full" | "duplicate_field" | "email_taken" | "feature_not_available" | "file_too_large" | "import_empty" | "import_invalid_csv" | "import_invalid_text" | "import_invalid_xlsx" | "import_no_name_column" | "import_too_many_rows" | "internal" | "invalid_answer" | "invalid_area" | "invalid_body" | "invalid_credentials" | "invalid_form" | "invalid_format" | "invalid_json" | "invalid_multipart" | "invalid_page" | "invalid_signature" | "invalid_token" | "invalid_user" | "invitation_expired" | "invitation_revoked" | "invitation_used" | "member_limit" | "no_pix_key" | "no_subscription" | "not_confirmed" | "not_found" | "not_pending" | "not_trialing" | "own_wedding_has_data" | "partner_exists" | "password_required" | "plan_limit" | "plan_not_found" | "role_forbidden" | "row_limit" | "rsvp_closed" | "send_limit" | "server_busy" | "site_not_saved" | "site_password_required" | "site_password_wrong" | "slug_taken" | "subscription_ended" | "subscription_past_due" | "too_many_attempts" | "too_many_open_claims" | "transfer_partner_only" | "trial_ended" | "unauthenticated" | "unknown_field" | "unreadable_body" | "upgrade_not_paid" | "validation_failed" | "weather_unavailable" | "wedding_date_required" | "wrong_account" | "wrong_password";
                /** @example Verifique os campos destacados. */
                message: string;
                /**
                 * @description Field → code; only on a 422 that names fields (absent otherwise).
                 * @example {
                 *       "nome": "too_short"
                 *     }
                 */
                fields?: {
                    [key: string]: string;
                };
                /**
                 * @description Machine-readable context, absent when there is none; for plan gates feature, current_usage, limit, current_plan, current_plan_name, upgrade_required, and for a missing feature required_plan and required_plan_name (the cheapest plan whose gates include it).
                 * @example {
                 *       "feature": "guests",
                 *       "current_usage": 50,
                 *       "limit": 50,
                 *       "current_plan": "essencial",
                 *       "current_plan_name": "Essencial",
                 *       "upgrade_required": true
                 *     }
                 */
                details?: Record<string, never>;
            };
        };
        Plan: {
            /** @enum {string} */
            id: "essencial" | "premium" | "luxo";
            name: string;
            /** @example 1590 */
            price_cents: number;
            /** @example /mês */
            period: string;
            description: string;
            /** @description The card's lines; a support line appears only when that channel is configured. */
            features: string[];
            is_popular: boolean;
            limits: {
                /** @description null means unlimited */
                guests: number | null;
                gallery_images: number | null;
                /** @description Bytes of gallery images and contract files together. */
                storage_bytes: number | null;
                /** @description People who may sign in to the wedding, the owner included. */
                members: number | null;
            };
            gated_features: ("digital_invitations" | "pix_gifts" | "honeymoon_planner" | "calendar_integration" | "whatsapp_support" | "weather_alerts" | "automatic_backup")[];
        };
        CalendarFeedStatus: {
            active: boolean;
            /** Format: date-time */
            created_at: string | null;
        };
        CalendarFeedCreated: {
            /**
             * Format: uri
             * @example https://aceito.com.br/cal/3q2-7wEjk0y6R4sRkGf8lA.ics
             */
            url: string;
            /** Format: date-time */
            created_at: string;
        };
        Subscription: {
            /**
             * @description The plan whose limits apply now (essencial once a subscription is canceled or expired).
             * @enum {string}
             */
            current_plan: "essencial" | "premium" | "luxo";
            /**
             * @description The plan last paid for.
             * @enum {string}
             */
            subscribed_plan: "essencial" | "premium" | "luxo";
            /**
             * @description trialing is the free trial a sign-up starts (Premium, 14 days, no card); trial_ended is a trial that ended without a plan, when the wedding is read-only.
             * @enum {string}
             */
            subscription_status: "active" | "canceled" | "expired" | "past_due" | "trialing" | "trial_ended";
            /**
             * Format: date-time
             * @description End of the paid period; null on a trial.
             */
            plan_expires_at: string | null;
            /**
             * Format: date-time
             * @description End of the free trial (trialing or trial_ended); null otherwise.
             */
            trial_ends_at: string | null;
            /** @description true once the trial ended without a plan: every write of a member is refused with 403 trial_ended until a plan is paid; reads answer everything. */
            read_only: boolean;
            /** @description The launch offer's discount the paid subscription is still charged with (its latest payment claimed a launch place and the offer's months have not run out); null otherwise. */
            launch_discount: null | {
                percent_off: number;
                /** @description Discounted monthly price of the subscribed plan, in centavos. */
                price_cents: number;
                /** @description What each month costs from ends_at on, in centavos. */
                full_price_cents: number;
                /**
                 * Format: date-time
                 * @description When the first full-price renewal is due.
                 */
                ends_at: string;
            };
            cancel_at_period_end: boolean;
            /** @description Whether the current plan includes each gated feature: every one of plan.AllFeatures (a test keeps the keys equal). */
            features: {
                digital_invitations: boolean;
                pix_gifts: boolean;
                honeymoon_planner: boolean;
                calendar_integration: boolean;
                whatsapp_support: boolean;
                weather_alerts: boolean;
                automatic_backup: boolean;
            };
            limits: {
                guests: number | null;
                gallery_images: number | null;
                storage_bytes: number | null;
                members: number | null;
            };
            /** @description The count of every limit the server counts (a test keeps the keys equal to billing's usage queries); storage_bytes is the bytes of gallery images and contract files. members is not here: the members screen counts them. */
            usage: {
                guests: number;
                gallery_images: number;
                storage_bytes: number;
            };
            /** @enum {string} */
            provider: "local" | "stripe";
            /** @description The operator's WhatsApp, only for plans with whatsapp_support and only when configured. */
            support_whatsapp: null | {
                display: string;
                url: string;
            };
        };
        Site: {
            support_email: string | null;
            support_phone: null | {
                display: string;
                href: string;
            };
            company_name: string | null;
            /** @description CNPJ, formatted (12.345.678/0001-95). */
            company_id: string | null;
            company_address: string | null;
            dpo_name: string | null;
            /** @description ACEITO_DPO_EMAIL, or the support e-mail when unset. */
            dpo_email: string | null;
        };
        PermissionResult: {
            allowed: boolean;
            /**
             * @description Absent when allowed. read_only: the trial or the paid plan ended and the wedding is read-only until a plan is paid.
             * @enum {string}
             */
            reason?: "feature_not_available" | "limit_reached" | "not_authenticated" | "read_only";
            /** @description The pt-BR reason to show; absent when allowed. */
            message?: string;
            current_usage: number | null;
            limit: number | null;
            upgrade_required: boolean;
            /** @description Absent when not_authenticated (no wedding to read a plan from). */
            current_plan?: string;
            /** @description Absent when not_authenticated. */
            current_plan_name?: string;
        };
        SignUpInput: {
            /** Format: email */
            email: string;
            /** @description At least one lower-case letter, one upper-case letter and one digit. */
            password: string;
            first_name: string;
            last_name: string;
        };
        SignUpAccepted: {
            /** @description The address typed, normalised: the page says to check it. */
            email: string;
        };
        SignInInput: {
            email: string;
            password: string;
        };
        ChangePasswordInput: {
            current_password: string;
            /** @description At least 8 characters with a lower-case letter, an upper-case letter and a digit. */
            password: string;
            confirm_password: string;
        };
        Device: {
            /** @description Public id of the session. */
            id: string;
            /** @description Browser and system from the sign-in User-Agent, e.g. 'Chrome no Windows'. */
            browser: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Exact to the hour.
             */
            last_seen_at: string;
            /** @description The session of this request. */
            current: boolean;
        };
        /** @description The signed-in user, the wedding the session acts on and the profile's first name. Every signed-in account belongs to exactly one wedding, so wedding is never null. */
        Session: {
            user: {
                id: string;
                email: string;
                /** @description As typed at sign-up. */
                first_name: string;
                last_name: string;
                is_admin: boolean;
            };
            /** @description plan is the plan whose limits apply now. */
            wedding: {
                id: string;
                plan: components["schemas"]["Plan"];
                /**
                 * @description As of now (see Subscription).
                 * @enum {string}
                 */
                subscription_status: "active" | "canceled" | "expired" | "past_due" | "trialing" | "trial_ended";
                /**
                 * Format: date-time
                 * @description End of the free trial (trialing or trial_ended); null when not on one.
                 */
                trial_ends_at: string | null;
                /** @description The trial or the paid plan ended; writes are refused (403 trial_ended or subscription_ended). */
                read_only: boolean;
                /**
                 * @description The member's role in this wedding: owner (titular), partner, planner (cerimonialista).
                 * @enum {string}
                 */
                role: "owner" | "partner" | "planner";
                /** @description The wedding's IANA time zone (America/Sao_Paulo by default). Reminder times (HH:MM) are wall-clock times in it; the web shows instants in it, whatever the browser's zone. */
                time_zone: string;
            };
            profile: {
                /** @description The profile's first name; null until the couple sets one. */
                first_name: string | null;
            };
        };
        GuestImportResult: {
            /** @enum {string} */
            format: "csv" | "xlsx";
            rows: {
                /** @description Line of the file (CSV) or sheet row (.xlsx). */
                line: number;
                /** @enum {string} */
                state: "novo" | "duplicado" | "erro" | "excedente";
                guest: components["schemas"]["ImportedGuest"];
                /** @description The Acompanhantes count (1 for sim); > 0 sets acompanhante. */
                companions: number;
                problems: string[];
                /** @description lista, or 'linha N'; only on a duplicado row (absent otherwise). */
                duplicate_of?: string;
            }[];
            ignored_columns: string[];
            total: number;
            new: number;
            duplicates: number;
            problems: number;
            over_limit: number;
            imported: number;
            /** @description Why some new rows do not fit the plan; empty when all fit. */
            message: string;
        };
        /** @description PATCH takes any subset (absent fields keep their values); the create (POST) requires nome. */
        GuestInput: {
            nome?: string;
            /** Format: email */
            email?: string | null;
            telefone?: string | null;
            mesa?: number | null;
            /** @default false */
            acompanhante?: boolean;
            /**
             * @default pendente
             * @enum {string}
             */
            status_confirmacao?: "pendente" | "confirmado" | "recusado";
            /** @description Replaces the whole list; naming any sets acompanhante. */
            acompanhantes?: components["schemas"]["Companion"][];
            restricao_alimentar?: string | null;
        };
        /** @description A line of the file as read, before the rules: its problems say what breaks them (the line is not imported then). */
        ImportedGuest: {
            nome: string;
            email: string | null;
            telefone: string | null;
            mesa: number | null;
            acompanhante: boolean;
            /**
             * @description pendente when the cell is empty or unreadable (then a problem says so).
             * @enum {string}
             */
            status_confirmacao: "pendente" | "confirmado" | "recusado";
            /** @description Always empty today: the file has a count, not names. */
            acompanhantes: components["schemas"]["CompanionView"][];
            restricao_alimentar: string | null;
        };
        /** @description A named companion as the couple sends it (GuestInput.acompanhantes); the server answers with CompanionView. Absent faixa is adulto, absent status pendente. */
        Companion: {
            /** @description Kept when present; new companions get one. */
            id?: string;
            nome: string;
            /**
             * @default adulto
             * @enum {string}
             */
            faixa?: "adulto" | "0-5" | "6-12";
            /**
             * @default pendente
             * @enum {string}
             */
            status_confirmacao?: "pendente" | "confirmado" | "recusado";
            restricao_alimentar?: string | null;
        };
        GuestSummary: {
            total_convidados: number;
            total_pessoas: number;
            confirmados: number;
            pessoas_confirmadas: number;
            /** @description Confirmed people by age band; every band is present (0 when none). */
            por_faixa: {
                adulto: number;
                "0-5": number;
                "6-12": number;
            };
            /** @description Most frequent first. */
            restricoes: {
                restricao: string;
                pessoas: number;
            }[];
            nao_responderam: number;
            convites_enviados: number;
        };
        RSVPSettings: {
            /**
             * Format: date
             * @description null when there is no deadline.
             */
            prazo: string | null;
        };
        RSVPSettingsInput: {
            /**
             * Format: date
             * @description Absent, null or empty removes the deadline.
             */
            prazo?: string | null;
        };
        PublicRSVP: {
            couple_names: string | null;
            /** Format: date */
            wedding_date: string | null;
            wedding_location: string | null;
            wedding_address: string | null;
            /** Format: date */
            civil_ceremony_date: string | null;
            civil_ceremony_address: string | null;
            /** Format: date */
            religious_ceremony_date: string | null;
            /** Format: date */
            prazo: string | null;
            aberto: boolean;
            /** @description The invited guest first (id convidado), then each named companion. */
            pessoas: components["schemas"]["CompanionView"][];
            acompanhante_sem_nome: boolean;
            mensagem: string | null;
            /** Format: date-time */
            respondido_em: string | null;
        };
        /** @description A person of a guest's family as the server sends it (a named companion, or on the RSVP page also the invited guest): every field is always present. */
        CompanionView: {
            id: string;
            nome: string;
            /** @enum {string} */
            faixa: "adulto" | "0-5" | "6-12";
            /** @enum {string} */
            status_confirmacao: "pendente" | "confirmado" | "recusado";
            restricao_alimentar: string | null;
        };
        /** @description A guest as the server sends it: every field is always present (null when not filled in). */
        Guest: {
            id: string;
            nome: string;
            email: string | null;
            telefone: string | null;
            mesa: number | null;
            acompanhante: boolean;
            /** @enum {string} */
            status_confirmacao: "pendente" | "confirmado" | "recusado";
            /** @description The named companions; empty when none. */
            acompanhantes: components["schemas"]["CompanionView"][];
            restricao_alimentar: string | null;
            /** @description The guest's 'Mensagem para os noivos'. */
            mensagem: string | null;
            /** Format: date-time */
            convite_enviado_em: string | null;
            /** Format: date-time */
            respondido_em: string | null;
            /** @description The personal link /r/{token} ('Copiar link'); null for a guest made before links existed, until 'Gerar novo link'. */
            rsvp_url: string | null;
            /** @description telefone normalised (+5511987654321); null when it is not a valid number. */
            telefone_e164: string | null;
            /** @description E.164 digits of a mobile, for wa.me; null for a landline or no phone. */
            whatsapp: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description PATCH takes any subset (absent fields keep their values); the create (POST) requires tarefa. */
        ChecklistInput: {
            /** @description Trimmed. */
            tarefa?: string;
            /**
             * @default pendente
             * @enum {string}
             */
            status?: "pendente" | "concluido";
            /**
             * @default media
             * @enum {string}
             */
            prioridade?: "alta" | "media" | "baixa";
            /**
             * Format: date
             * @example 2027-03-20
             */
            prazo?: string | null;
            /**
             * @description Fires at this time on the deadline's day, so it needs prazo (422, field code deadline_required: 'Informe o prazo para receber o lembrete.').
             * @example 09:30
             */
            horario_lembrete?: string | null;
            /** @description Trimmed; blank is null. */
            notas?: string | null;
        };
        ChecklistItem: {
            id: string;
            tarefa: string;
            /** @enum {string} */
            status: "pendente" | "concluido";
            /** @enum {string} */
            prioridade: "alta" | "media" | "baixa";
            /** Format: date */
            prazo: string | null;
            horario_lembrete: string | null;
            notas: string | null;
            /** @description Why the app ticked this suggested task itself; null once the couple changes its status. */
            conclusao_automatica: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description PATCH takes any subset (absent fields keep their values); the create (POST) requires ceremony_type, venue_name, venue_address. */
        CeremonyInput: {
            /** @enum {string} */
            ceremony_type?: "civil" | "religious" | "both";
            venue_name?: string;
            venue_address?: string;
            venue_phone?: string | null;
            /** Format: email */
            venue_email?: string | null;
            /** @description The venue's point on the map (the web reads it from a pasted Google Maps link or typed coordinates). Both or neither: one alone is 422 required on the other. */
            venue_location_lat?: number | null;
            /** @description See venue_location_lat. */
            venue_location_lng?: number | null;
            notes?: string | null;
            /** @description Trimmed, non-empty, no duplicates ignoring case. Omitted on create: the default list of the type. */
            documents_needed?: string[];
            /** @description Same rules as documents_needed. */
            tasks_needed?: string[];
        };
        Ceremony: {
            id: string;
            /** @enum {string} */
            ceremony_type: "civil" | "religious" | "both";
            venue_name: string;
            venue_address: string;
            venue_phone: string | null;
            venue_email: string | null;
            venue_location_lat: number | null;
            venue_location_lng: number | null;
            documents_needed: string[];
            documents_completed: string[];
            tasks_needed: string[];
            tasks_completed: string[];
            notes: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Every answer is optional: absent or null is not answered. */
        OnboardingAnswers: {
            first_name?: string | null;
            last_name?: string | null;
            partner_name?: string | null;
            /** Format: date */
            wedding_date?: string | null;
            /** @description HH:MM */
            ceremony_time?: string | null;
            city?: string | null;
            /** @description The profile's wedding_location ('Local da festa') */
            venue?: string | null;
            /** @description The church or cartório, when known */
            ceremony_place?: string | null;
            guest_estimate?: number | null;
            budget_total_cents?: number | null;
        };
        /** @description The answers as the server sends them: every field is always present (null when not answered). */
        OnboardingAnswersView: {
            first_name: string | null;
            last_name: string | null;
            partner_name: string | null;
            /** Format: date */
            wedding_date: string | null;
            /** @description HH:MM */
            ceremony_time: string | null;
            city: string | null;
            /** @description The profile's wedding_location ('Local da festa') */
            venue: string | null;
            /** @description The church or cartório, when known */
            ceremony_place: string | null;
            guest_estimate: number | null;
            budget_total_cents: number | null;
        };
        Onboarding: {
            /** @description Steps behind the couple (0 to steps) */
            step: number;
            steps: number;
            done: boolean;
            skipped: boolean;
            /** Format: date-time */
            done_at: string | null;
            answers: components["schemas"]["OnboardingAnswersView"];
        };
        /** @description Every field is optional: absent step is 0, absent answers are none, absent finish and skip are false. */
        OnboardingInput: {
            step?: number;
            answers?: components["schemas"]["OnboardingAnswers"];
            finish?: boolean;
            skip?: boolean;
        };
        /** @description Every field is optional and nullable (absent is stored as null; absent version is last writer wins). Dates are YYYY-MM-DD; names at most 50 characters (partner 100), location 200, addresses 300, phone 8 to 15 digits with + ( ) - . or spaces. Field codes: too_long, invalid_date, invalid. */
        Profile: {
            first_name?: string | null;
            last_name?: string | null;
            partner_name?: string | null;
            /** Format: date */
            wedding_date?: string | null;
            /** Format: date */
            civil_ceremony_date?: string | null;
            /** Format: date */
            religious_ceremony_date?: string | null;
            civil_ceremony_address?: string | null;
            wedding_location?: string | null;
            wedding_address?: string | null;
            phone?: string | null;
            /** @description Always in GET; in PUT the version the form read (see VersionIn). */
            version?: number;
        };
        /** @description The profile as the server sends it: every field is always present (null when not filled in), with the current version. */
        ProfileView: {
            first_name: string | null;
            last_name: string | null;
            partner_name: string | null;
            /** Format: date */
            wedding_date: string | null;
            /** Format: date */
            civil_ceremony_date: string | null;
            /** Format: date */
            religious_ceremony_date: string | null;
            civil_ceremony_address: string | null;
            wedding_location: string | null;
            wedding_address: string | null;
            phone: string | null;
            version: components["schemas"]["VersionOut"];
        };
        BudgetCategoryInput: {
            /** @description Trimmed; unique within the budget (case-insensitive). */
            nome: string;
            /** @description Tenths of a percent (255 = 25,5 %). */
            percent_tenths: number;
            /** @description The category's amount in reais instead of a percentage; percent_tenths must then be 0 (fixed_amount). */
            fixed_cents?: number | null;
            /** @default 0 */
            spent_cents?: number;
            /**
             * @default pendente
             * @enum {string}
             */
            status?: "pendente" | "em_andamento" | "concluido";
        };
        BudgetInput: {
            total_cents: number;
            categories: components["schemas"]["BudgetCategoryInput"][];
            version?: components["schemas"]["VersionIn"];
        };
        Budget: {
            total_cents: number;
            /** @description Sum of the categories' spending (gasto_atual). */
            spent_cents: number;
            categories: {
                nome: string;
                percent_tenths: number;
                /** @description fixed_cents when set; otherwise percent × (total less the sum of the categories in reais, never below 0), rounded to the centavo. */
                allocated_cents: number;
                /** @description The amount in reais of a category set in reais (the couple's, or the honeymoon sync's 'Lua de Mel'); null for a percentage. */
                fixed_cents: number | null;
                spent_cents: number;
                /** @enum {string} */
                status: "pendente" | "em_andamento" | "concluido";
            }[];
            /** Format: date-time */
            updated_at: string | null;
            version: components["schemas"]["VersionOut"];
        };
        InvitationMessageInput: {
            message_content: string;
            /** Format: date */
            wedding_date?: string | null;
            wedding_location?: string | null;
            wedding_address?: string | null;
            version?: components["schemas"]["VersionIn"];
        };
        InvitationMessage: {
            id: string;
            guest_id: string;
            message_content: string;
            /** Format: date */
            wedding_date: string | null;
            wedding_location: string | null;
            wedding_address: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            version: components["schemas"]["VersionOut"];
        };
        Dashboard: {
            /**
             * Format: date
             * @description The couple's calendar day.
             */
            today: string;
            profile: {
                first_name: string | null;
                partner_name: string | null;
                /** Format: date */
                wedding_date: string | null;
                /** Format: date */
                civil_ceremony_date: string | null;
                /** Format: date */
                religious_ceremony_date: string | null;
                wedding_location: string | null;
                /** @description HH:MM, from the first-run flow. */
                ceremony_time: string | null;
                /** @description From the first-run flow. */
                city: string | null;
                /** @description The church or cartório, from the first-run flow. */
                ceremony_place: string | null;
                /** @description How many guests the couple expects, from the first-run flow. */
                guest_estimate: number | null;
            };
            /** @description Calendar days until the wedding date; null without one. */
            days_left: number | null;
            total_tasks: number;
            completed_tasks: number;
            total_guests: number;
            /** @description One per guest plus one per companion. */
            total_people: number;
            confirmed_guests: number;
            confirmed_people: number;
            budget_total_cents: number;
            budget_spent_cents: number;
            financial_data: {
                category: string;
                allocated_cents: number;
                spent_cents: number;
                /** @description spent ÷ allocated in tenths of a percent; may pass 1000 */
                spent_tenths: number;
            }[];
            /** @description Up to 5 pending tasks, alta → media → baixa, earliest deadline first within each. */
            priority_tasks: {
                id: string;
                tarefa: string;
                /** @enum {string} */
                prioridade: "alta" | "media" | "baixa";
                /** Format: date */
                prazo: string | null;
            }[];
            /** @description Supplier payment reminders not paid or ignored (spec part 1 pendingPayments). */
            pending_payments: number;
            /** @description Their sum. */
            pending_payments_cents: number;
            /** @description Those whose due date has passed. */
            overdue_payments: number;
            /** @description The pending payment due first; null when none is pending. */
            next_payment: null | {
                supplier_name: string;
                amount_cents: number;
                /** Format: date */
                due_date: string;
                overdue: boolean;
            };
            /** @description Pending tasks due from today to 30 days ahead. */
            upcoming_deadlines: number;
            /** @description Casamento Civil, Casamento Religioso and Festa always, in this order, then Lua de Mel once there is a trip plan. A milestone without a date has date and days_until null: the card invites the couple to set it ('Defina a data'). */
            timeline: {
                /** @enum {string} */
                key: "civil" | "religioso" | "festa" | "lua_de_mel";
                label: string;
                /** Format: date */
                date: string | null;
                /** @description Negative once past; null without a date. */
                days_until: number | null;
                /** @description Left out when there is nothing to add (never null). */
                detail?: string;
            }[];
            tips: {
                /** @enum {string} */
                key: "reta_final" | "orcamento" | "confirmacoes" | "comece" | "parabens";
                title: string;
                message: string;
            }[];
        };
        /** @description PATCH takes any subset (absent fields keep their values); the create (POST) requires nome, tipo. */
        GodparentInput: {
            /** @description Trimmed. Required on create. */
            nome?: string;
            /**
             * @description Required on create.
             * @enum {string}
             */
            tipo?: "padrinho" | "madrinha";
            /** Format: email */
            email?: string | null;
            telefone?: string | null;
            /** @default false */
            is_dama_honra?: boolean;
            /** @default false */
            confirmado?: boolean;
            observacoes?: string | null;
        };
        Godparent: {
            id: string;
            nome: string;
            email: string | null;
            telefone: string | null;
            /** @enum {string} */
            tipo: "padrinho" | "madrinha";
            is_dama_honra: boolean;
            confirmado: boolean;
            observacoes: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Gift: {
            id: string;
            nome: string;
            descricao: string | null;
            /** @description Value in centavos. */
            valor_cents: number | null;
            /** @enum {string} */
            status: "pendente" | "recebido" | "doacao";
            /** @description The giver; only when recebido. */
            doador: string | null;
            /**
             * Format: date-time
             * @description Set by the server when the gift became recebido.
             */
            data_recebimento: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description 1, or the number of cotas the gift is split into on the wedding site. */
            cotas: number;
        };
        /** @description PATCH takes any subset (absent fields keep their values); the create (POST) requires nome. */
        GiftInput: {
            nome?: string;
            descricao?: string | null;
            valor_cents?: number | null;
            /**
             * @default pendente
             * @enum {string}
             */
            status?: "pendente" | "recebido" | "doacao";
            doador?: string | null;
            /**
             * @description Split into this many cotas of valor_cents/cotas on the wedding site; > 1 needs a valor_cents divisible by it (valor_cents required_for_cotas/not_divisible; cotas out_of_range/below_claimed).
             * @default 1
             */
            cotas?: number;
        };
        PixInput: {
            /** @enum {string} */
            tipo_chave: "email" | "telefone" | "cpf" | "chave_aleatoria";
            chave_pix: string;
            nome_beneficiario: string;
            version?: components["schemas"]["VersionIn"];
        };
        WeddingSite: {
            slug: string;
            published: boolean;
            has_password: boolean;
            historia: string | null;
            cerimonia_local: string | null;
            cerimonia_endereco: string | null;
            /** @description HH:MM */
            cerimonia_horario: string | null;
            festa_local: string | null;
            festa_endereco: string | null;
            festa_horario: string | null;
            traje: string | null;
            dicas: string | null;
            /** Format: date-time */
            updated_at: string;
            version: components["schemas"]["VersionOut"];
        } | null;
        WeddingSiteInput: {
            version?: components["schemas"]["VersionIn"];
            slug: string;
            senha?: string | null;
            historia?: string | null;
            cerimonia_local?: string | null;
            cerimonia_endereco?: string | null;
            cerimonia_horario?: string | null;
            festa_local?: string | null;
            festa_endereco?: string | null;
            festa_horario?: string | null;
            traje?: string | null;
            dicas?: string | null;
        };
        GiftClaim: {
            id: string;
            gift_id: string;
            gift_nome: string;
            cota: number;
            cotas: number;
            txid: string;
            valor_cents: number | null;
            nome: string;
            mensagem: string | null;
            /** @enum {string} */
            status: "aguardando" | "recebido";
            agradecimento_enviado: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            confirmed_at: string | null;
        };
        SitePlace: {
            local: string | null;
            endereco: string | null;
            horario: string | null;
            /** @description https://www.google.com/maps/search/?api=1&query=<address> */
            maps_url: string | null;
        } | null;
        PublicWeddingSite: {
            slug: string;
            nomes: string;
            /** Format: date */
            data: string | null;
            historia: string | null;
            cerimonia: components["schemas"]["SitePlace"];
            festa: components["schemas"]["SitePlace"];
            traje: string | null;
            dicas: string | null;
            /** @description Null while the couple has no PIX key. */
            presentes: {
                id: string;
                nome: string;
                descricao: string | null;
                valor_cents: number | null;
                cotas: number;
                cotas_livres: number;
                valor_cota_cents: number | null;
            }[] | null;
        };
        SitePixPayment: {
            gift_id: string;
            cota: number;
            cotas: number;
            valor_cents: number;
            txid: string;
            payload: string;
            /** @description data:image/png;base64,… */
            qr: string;
        };
        PixResponse: {
            pix: {
                /** @enum {string} */
                tipo_chave: "email" | "telefone" | "cpf" | "chave_aleatoria";
                chave_pix: string;
                nome_beneficiario: string;
                /** Format: date-time */
                updated_at: string;
                version: components["schemas"]["VersionOut"];
            } | null;
            /** @description Static BR Code: 00, 26 (br.gov.bcb.pix + key), 52 0000, 53 986, 58 BR, 59 name (≤ 25, no accents, uppercase), 60 BRASILIA, 62 (05 ***), 63 CRC16. */
            payload: string | null;
        };
        HoneymoonExpense: {
            /** @enum {string} */
            category: "Hospedagem" | "Passagens Aéreas" | "Alimentação" | "Transporte Local" | "Passeios e Atividades" | "Compras e Souvenirs" | "Seguro Viagem" | "Outros";
            estimated_cents: number;
            actual_cents: number;
        };
        HoneymoonExpenseInput: {
            /** @enum {string} */
            category: "Hospedagem" | "Passagens Aéreas" | "Alimentação" | "Transporte Local" | "Passeios e Atividades" | "Compras e Souvenirs" | "Seguro Viagem" | "Outros";
            /** @default 0 */
            estimated_cents?: number;
            /** @default 0 */
            actual_cents?: number;
        };
        HoneymoonInput: {
            /** @description Trimmed; required. */
            destino: string;
            orcamento_cents?: number | null;
            /** Format: date */
            data_inicio?: string | null;
            /**
             * Format: date
             * @description Not before data_inicio.
             */
            data_fim?: string | null;
            preferencias?: ("Praia" | "Montanha" | "Cidade" | "Rural" | "Aventura" | "Relaxamento" | "Cultura" | "Gastronomia" | "Vida Noturna" | "Natureza" | "História" | "Compras")[];
            observacoes?: string | null;
            /** @description Each category at most once; categories left out are stored as zero. */
            expenses?: components["schemas"]["HoneymoonExpenseInput"][];
            version?: components["schemas"]["VersionIn"];
        };
        HoneymoonResponse: {
            trip: null | {
                id: string;
                destino: string;
                orcamento_cents: number | null;
                /** Format: date */
                data_inicio: string | null;
                /** Format: date */
                data_fim: string | null;
                preferencias: string[];
                observacoes: string | null;
                /** @description The eight categories in the spec's order. */
                expenses: components["schemas"]["HoneymoonExpense"][];
                estimated_total_cents: number;
                actual_total_cents: number;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                version: components["schemas"]["VersionOut"];
            };
            /** @description False until the couple saves a budget: the 'Lua de Mel' sync needs a budget total. */
            has_budget: boolean;
            /**
             * @description Only in the answer to a save (PUT); absent from GET.
             * @enum {string}
             */
            budget_sync?: "synced" | "no_budget" | "failed";
        };
        Notification: {
            id: string;
            /** @description Null when for both members of the couple. */
            user_id: string | null;
            /** @enum {string} */
            type: "info" | "success" | "warning" | "error" | "reminder";
            title: string;
            message: string;
            /** @description A path inside the app. */
            link: string | null;
            priority: number;
            /** Format: date-time */
            read_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        PaymentReminderInput: {
            /** @description Trimmed; required. */
            supplier_name: string;
            amount_cents: number;
            /** Format: date */
            due_date: string;
            /**
             * @default pending
             * @enum {string}
             */
            status?: "pending" | "paid" | "overdue" | "ignored";
            /** @description Trimmed; blank is null. */
            notes?: string | null;
            /** @description Distinct HH:MM (São Paulo time), stored sorted; default ["08:00"]. */
            notification_times?: string[];
            /** @description The supplier's PIX key. On PUT, absent keeps the stored key and null removes it. */
            pix?: components["schemas"]["SupplierPixKey"] | null;
        };
        SupplierPixKey: {
            /** @enum {string} */
            tipo_chave: "email" | "telefone" | "cpf" | "chave_aleatoria";
            /** @description Normalised for its type, as the gift list's key. */
            chave_pix: string;
            /** @description Who receives; must have letters or digits. */
            nome_beneficiario: string;
        };
        PaymentReminder: {
            id: string;
            supplier_name: string;
            amount_cents: number;
            /** Format: date */
            due_date: string;
            /** @enum {string} */
            status: "pending" | "paid" | "overdue" | "ignored";
            notes: string | null;
            notification_times: string[];
            /** @description The supplier's PIX key; null when none is stored. */
            pix: components["schemas"]["SupplierPixKey"] | null;
            /** @description The contract whose sinal or parcela this is (kept in step with the contract's schedule; marking it paid adds its amount to the contract's budget category). */
            contract_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Due date minus the wedding's today; negative when past. */
            days_left: number;
            /** @description Pending with 0 to 7 days left. */
            urgent: boolean;
        };
        PaymentReminderSummary: {
            total: number;
            /** @description Pending or overdue. */
            active: number;
            pending: number;
            paid: number;
            overdue: number;
            ignored: number;
            /** @description Urgent reminders ('Vencimentos Próximos'). */
            upcoming: number;
            pending_cents: number;
            paid_cents: number;
            overdue_cents: number;
        };
        SpendingLimitInput: {
            /** @description One of the labels listed by GET /api/spending-limits. */
            category: string;
            limit_cents: number;
            /** @default 0 */
            current_cents?: number;
            /** @default true */
            is_active?: boolean;
            /** @description A category of the wedding's budget (its exact name) whose spent value becomes the limit's current spend; current_cents is then ignored. 422 field code not_found when the budget has no such category. */
            budget_category?: string | null;
        };
        SpendingLimit: {
            id: string;
            category: string;
            limit_cents: number;
            /** @description The typed spend, or the followed budget category's spent value (0 once that category is gone). */
            current_cents: number;
            is_active: boolean;
            /** @description The budget category the limit follows; null for a typed spend. */
            budget_category: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Current over limit in tenths of a percent, rounded down, uncapped. */
            percent_tenths: number;
            /**
             * @description By 60, 80 and 100 percent.
             * @enum {string}
             */
            level: "safe" | "caution" | "warning" | "danger";
            benchmark: {
                min_cents: number;
                max_cents: number;
                average_cents: number;
            } | null;
            /** @description Current spend over the regional average by more than 20 percent. */
            above_benchmark: boolean;
            /** @description Active and at warning or danger. */
            critical: boolean;
        };
        SpendingSummary: {
            total: number;
            active: number;
            critical: number;
            /** @description Sum of the active limits. */
            budget_cents: number;
            /** @description Sum of the active limits' current spend. */
            spent_cents: number;
            /** @description The budget's total (0 before one is saved): the panel's 'Orçamento Total'. */
            budget_total_cents: number;
        };
        Contract: {
            id: string;
            fornecedor: string;
            descricao: string | null;
            /** @description Value in centavos. */
            valor_cents: number | null;
            /** Format: date */
            prazo_pagamento: string | null;
            /** @enum {string} */
            status: "ativo" | "pendente" | "vencido" | "pago" | "cancelado";
            /** @description The deadline is before today (America/Sao_Paulo) and the status is not pago, cancelado or vencido. */
            overdue: boolean;
            has_file: boolean;
            /** @description The uploaded name, sanitised; display and download name only. */
            file_name: string | null;
            /** @description Bytes. */
            file_size: number | null;
            /** @description MIME type found in the content. */
            file_type: string | null;
            /** @description The budget category its paid payments add to. */
            budget_category: string | null;
            sinal_cents: number | null;
            /** Format: date */
            sinal_vencimento: string | null;
            parcelas: number;
            /** Format: date */
            primeira_parcela: string | null;
            /** @description The contract's payment reminders (sinal and parcelas): how many, how many paid, and the paid amount. */
            payments: {
                count: number;
                paid: number;
                paid_cents: number;
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        DigitalInvitationInput: {
            guest_name: string;
            /** Format: email */
            guest_email: string;
            guest_phone?: string | null;
            /** Format: date */
            event_date: string;
            event_time?: string | null;
            event_location?: string | null;
            /**
             * Format: uri
             * @description http or https only.
             */
            map_link?: string | null;
            dress_code?: string | null;
            host_name?: string | null;
            custom_message?: string | null;
            /** @description Days before the event for reminder e-mails; absent or null means [7, 2, 0]. */
            reminder_days?: number[] | null;
            /** @description A guest of the list (422 guest_id not_found otherwise): the e-mail then links to that guest's personal RSVP page /r/{token}. */
            guest_id?: string | null;
        };
        DigitalInvitation: {
            id: string;
            guest_name: string;
            guest_email: string;
            guest_phone: string | null;
            /** Format: date */
            event_date: string;
            event_time: string | null;
            event_location: string | null;
            map_link: string | null;
            dress_code: string | null;
            host_name: string | null;
            custom_message: string | null;
            /** @description Farthest first. */
            reminder_days: number[];
            guest_id: string | null;
            /** @enum {string} */
            status: "sent" | "confirmed" | "declined";
            /** Format: date-time */
            responded_at: string | null;
            /**
             * Format: date-time
             * @description The last time it was e-mailed.
             */
            sent_at: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PublicInvitation: {
            guest_name: string;
            /** Format: date */
            event_date: string;
            event_time: string | null;
            event_location: string | null;
            map_link: string | null;
            dress_code: string | null;
            host_name: string | null;
            custom_message: string | null;
            /** @description From the profile, e.g. 'Ana e Bruno'. */
            couple_names: string | null;
            /** @enum {string} */
            status: "sent" | "confirmed" | "declined";
            /** Format: date-time */
            responded_at: string | null;
        };
        RealtimeEvent: {
            /**
             * @description `changed`: refetch `resource`; `notification.created`: refresh the bell (`id` is the new notification); `resync`: refetch everything; `sessions.ended`: this member was removed from the wedding, its sessions there ended (the stream closes after it).
             * @enum {string}
             */
            type: "changed" | "notification.created" | "resync" | "sessions.ended";
            /** @description Only with `changed` (absent otherwise): the first path segment of the write after /api/, e.g. guests, checklist, budget, ceremonies, notifications, payment-reminders; `notification-preferences` when this member's own choice changed outside the app (an e-mail's unsubscribe link), sent only to that member's streams. */
            resource?: string;
            /** @description Only with notification.created: the notification's id; with sessions.ended: the removed member's user id; with changed notification-preferences: the member's user id. Absent with every other event. */
            id?: string;
        };
        GalleryImage: {
            id: string;
            titulo: string;
            descricao: string | null;
            /** @enum {string} */
            categoria: "decoracao" | "vestidos" | "bolos" | "flores" | "local" | "convites" | "outros";
            publico: boolean;
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
            size_bytes: number;
            width: number;
            height: number;
            /** @description Path of the file for members. */
            image_url: string;
            /** @description Path of the thumbnail for members. */
            thumb_url: string;
            /** @description Path of the public file (append /thumb for its thumbnail); null when not public. */
            public_url: string | null;
            /** Format: date-time */
            created_at: string;
        };
        DeviceList: {
            sessions: components["schemas"]["Device"][];
        };
        ActivityPage: {
            items: components["schemas"]["ActivityItem"][];
            has_more: boolean;
            page: number;
            /** @description The authors in the log, for the filter. */
            people: {
                id: string;
                first_name: string;
            }[];
            /** @description The fixed areas, for the filter. */
            areas: {
                key: string;
                label: string;
            }[];
            /** @description The wedding's IANA time zone, for showing the times. */
            time_zone: string;
            /** @description Whether the caller asked to be notified of the other members' changes. */
            notify: boolean;
        };
        ActivityItem: {
            id: string;
            /** @description null when the author's account was deleted. */
            user_id: string | null;
            area: string;
            area_label: string;
            text: string;
            /** Format: date-time */
            created_at: string;
        };
        OtherSessionsEnded: {
            ended: number;
        };
        PlanList: {
            plans: components["schemas"]["Plan"][];
        };
        Offer: {
            active: boolean;
            /** @description false for a signed-in couple who paid before (the offer is for a first paid plan) */
            eligible: boolean;
            percent_off: number;
            months: number;
            places: number;
            places_left: number;
        };
        Landing: {
            couples_at_least: number | null;
            testimonials: {
                couple: string;
                city: string;
                quote: string;
            }[];
        };
        ProviderRedirect: {
            url: string;
        };
        GuestList: {
            guests: components["schemas"]["Guest"][];
        };
        ChecklistList: {
            items: components["schemas"]["ChecklistItem"][];
        };
        SuggestedChecklist: {
            added: number;
            items: components["schemas"]["ChecklistItem"][];
        };
        CeremonyList: {
            ceremonies: components["schemas"]["Ceremony"][];
        };
        InvitationMessageList: {
            messages: components["schemas"]["InvitationMessage"][];
        };
        GodparentList: {
            godparents: components["schemas"]["Godparent"][];
        };
        GiftList: {
            gifts: components["schemas"]["Gift"][];
        };
        WeddingSiteResponse: {
            site: components["schemas"]["WeddingSite"];
        };
        GiftClaimList: {
            claims: components["schemas"]["GiftClaim"][];
        };
        GiftClaimRecorded: {
            cota: number;
            /** @enum {string} */
            status: "aguardando";
        };
        NotificationList: {
            notifications: components["schemas"]["Notification"][];
            unread_count: number;
        };
        UnreadCount: {
            unread_count: number;
        };
        NotificationsUpdated: {
            updated: number;
        };
        PaymentReminderList: {
            reminders: components["schemas"]["PaymentReminder"][];
            summary: components["schemas"]["PaymentReminderSummary"];
        };
        PaymentReminderPix: {
            payload: string;
            txid: string;
            amount_cents: number;
            nome_beneficiario: string;
            /** @description data:image/png;base64,… */
            qr_png: string;
        };
        SpendingLimitList: {
            limits: components["schemas"]["SpendingLimit"][];
            summary: components["schemas"]["SpendingSummary"];
            categories: string[];
        };
        ContractList: {
            contracts: components["schemas"]["Contract"][];
        };
        DigitalInvitationList: {
            invitations: components["schemas"]["DigitalInvitation"][];
        };
        Presence: {
            viewers: {
                user_id: string;
                first_name: string;
                path: string;
            }[];
        };
        ActivityNotify: {
            enabled: boolean;
        };
        GalleryList: {
            images: components["schemas"]["GalleryImage"][];
            usage: number;
            limit: number | null;
            plan: string;
            plan_name: string;
        };
        WeatherPlaceList: {
            places: components["schemas"]["WeatherPlace"][];
        };
        DataExportList: {
            exports: components["schemas"]["DataExport"][];
        };
        BackupList: {
            backups: components["schemas"]["Backup"][];
        };
        AccountDeletionScheduled: {
            /** Format: date-time */
            deletion_due_at: string;
        };
        AccountDeletionCanceled: {
            email: string;
        };
        MemberInvitationAccepted: {
            wedding_id: string;
            /** @enum {string} */
            role: "partner" | "planner";
        };
    };
    responses: {
        /** @description Malformed JSON or an unknown field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid session, or wrong credentials. */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Absent, or belongs to another wedding. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed: the member's role (`role_forbidden`), a wedding that is read-only since its trial or plan ended (`trial_ended`, `subscription_ended`), or a plan gate (`plan_limit`, `feature_not_available`). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server's disk is nearly full (`disk_full`); nothing was saved. */
        InsufficientStorage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Clashes with existing data, or a list at its row cap (`row_limit`). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A version-checked save made from a stale version (another member saved first): code `conflict`, message 'Outra pessoa alterou estes dados enquanto você editava. Revise e salve de novo.', and `details.current` holding the document as GET answers it now. Nothing was changed. */
        StaleVersion: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Body over 64 KiB. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A field breaks a rule; `fields` names each field and rule. */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Over the plan's limit (`plan_limit`) or a feature the plan lacks (`feature_not_available`); `details` says which, the usage and the limit. */
        PlanGate: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Throttled; see Retry-After. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Every password-hashing slot stayed busy (`server_busy`); see Retry-After. */
        ServerBusy: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
export type operations = Record<string, never>;
