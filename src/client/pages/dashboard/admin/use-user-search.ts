import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ADMIN_PAGE_SIZE } from "../../../../shared/limits";
import { useTRPC } from "../../../trpc";

/**
 * One page of the user list and the search that chose it. The box's text is
 * searched only when submitted, and a new search starts again at page 1; the
 * page shown stays while the next one loads, so the table does not jump.
 */
export function useUserSearch() {
  const trpc = useTRPC();
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const users = useQuery({
    ...trpc.admin.listUsers.queryOptions({ search, page, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchInput.trim());
    setPage(1);
  };

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  return { users, searchInput, setSearchInput, submitSearch, search, page, setPage, total, pages };
}

export type UserSearch = ReturnType<typeof useUserSearch>;
