// One labelled field of the login form, laid out as antd's vertical Form.Item: the label above, the
// error below in the space the item keeps for it (login.css), announced as it appears.
import type { ReactNode } from 'react';

export const helpId = (id: string) => `${id}_help`;

export function LoginField(props: { id: string; label: string; error?: string; children: ReactNode }) {
  const { id, label, error, children } = props;
  return (
    <div className={error ? 'login-field login-field-with-error' : 'login-field'}>
      <label className="login-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <div id={helpId(id)} className="login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
