import Button from "react-bootstrap/Button";
import { useNavigate } from "react-router";
import { PATHS } from "../../shared/paths";

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="d-flex flex-column justify-content-center align-items-center min-vh-100 text-center p-4">
      <p className="display-1 fw-bold text-primary mb-0">404</p>
      <h1 className="h3 mb-3">Page not found</h1>
      <p className="text-body-secondary mb-4">The page you are looking for does not exist or has moved.</p>
      <Button variant="primary" size="lg" onClick={() => navigate(PATHS.home)}>
        Go Back Home
      </Button>
    </main>
  );
}
