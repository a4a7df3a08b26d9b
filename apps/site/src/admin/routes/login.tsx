import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import {
  ADMIN_HOME_PATH,
  guardRedirect,
  loginFailureMessage,
  storeSession,
} from "@sinema/api/admin";
import { ADMIN_LOGIN_TEXT, AdminLoginForm, type AdminCredentials } from "@sinema/ui";
import { api } from "../../api";
import { RouterLink } from "../../routing/RouterLink";
import { AdminTitle } from "../AdminTitle";
import { adminStorage } from "../session";

/** Already signed in here: straight to the panel, whose guard asks the server. */
export function loader() {
  if (guardRedirect(adminStorage()) === null) throw redirect(ADMIN_HOME_PATH);
  return null;
}

/**
 * SPEC.md §2 /admin-login, checked by the server (POST /api/auth/login)
 * instead of SPEC.md §5's fixed pair in the browser.
 */
export function Component() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async (credentials: AdminCredentials) => {
    setBusy(true);
    setError(null);
    try {
      const session = await api.catalog.login(credentials);
      storeSession(adminStorage(), session);
      await navigate(ADMIN_HOME_PATH, { replace: true });
    } catch (failure) {
      setError(loginFailureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <main>
      <AdminTitle section={ADMIN_LOGIN_TEXT.title} />
      <AdminLoginForm
        busy={busy}
        error={error}
        onSubmit={(credentials) => void signIn(credentials)}
        onFieldChange={() => setError(null)}
        linkComponent={RouterLink}
      />
    </main>
  );
}
