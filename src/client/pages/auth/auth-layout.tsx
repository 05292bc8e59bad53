import type { ReactNode } from "react";
import Card from "react-bootstrap/Card";
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../../shared/product";
import { PATHS } from "../../../shared/paths";

/** The centred card every account screen sits in. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="auth-page d-flex align-items-center justify-content-center p-3">
      <Card className="auth-card shadow">
        <Card.Body className="p-4">
          <Link to={PATHS.home} className="d-block text-center fw-bold fs-4 text-decoration-none mb-2">
            {PRODUCT_NAME}
          </Link>
          <h1 className="h4 text-center mb-1">{title}</h1>
          {subtitle && <p className="text-center text-body-secondary small mb-4">{subtitle}</p>}
          {children}
        </Card.Body>
      </Card>
    </main>
  );
}
