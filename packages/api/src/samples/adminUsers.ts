/**
 * SPEC.md §2 user management and §3 "User (sample)": a static list; the
 * product has no user accounts. Names and addresses are invented (the
 * addresses use the reserved example.com domain).
 */
import { anyContainsFolded } from "../domain/text";

export type UserRole = "admin" | "moderator" | "user";
export type UserStatus = "active" | "inactive" | "banned";

export interface UserSample {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  /** YYYY-MM-DD. */
  joinDate: string;
  /** ISO date and time. */
  lastLogin: string;
  moviesWatched: number;
}

export const USER_SAMPLES: readonly UserSample[] = [
  {
    id: "user-1",
    name: "Ahmet Yılmaz",
    email: "ahmet.yilmaz@example.com",
    role: "admin",
    status: "active",
    joinDate: "2023-01-15",
    lastLogin: "2024-05-20T14:30:00Z",
    moviesWatched: 342,
  },
  {
    id: "user-2",
    name: "Ayşe Kaya",
    email: "ayse.kaya@example.com",
    role: "moderator",
    status: "active",
    joinDate: "2023-03-22",
    lastLogin: "2024-05-19T09:15:00Z",
    moviesWatched: 187,
  },
  {
    id: "user-3",
    name: "Mehmet Demir",
    email: "mehmet.demir@example.com",
    role: "user",
    status: "active",
    joinDate: "2023-06-10",
    lastLogin: "2024-05-18T21:45:00Z",
    moviesWatched: 95,
  },
  {
    id: "user-4",
    name: "Zeynep Şahin",
    email: "zeynep.sahin@example.com",
    role: "user",
    status: "inactive",
    joinDate: "2023-08-05",
    lastLogin: "2024-02-11T18:20:00Z",
    moviesWatched: 23,
  },
  {
    id: "user-5",
    name: "İbrahim Çelik",
    email: "ibrahim.celik@example.com",
    role: "user",
    status: "banned",
    joinDate: "2023-09-30",
    lastLogin: "2024-01-07T11:05:00Z",
    moviesWatched: 8,
  },
  {
    id: "user-6",
    name: "Elif Öztürk",
    email: "elif.ozturk@example.com",
    role: "moderator",
    status: "active",
    joinDate: "2024-02-14",
    lastLogin: "2024-05-20T08:40:00Z",
    moviesWatched: 156,
  },
];

/** SPEC.md §2: "searchable by name or email" (case-insensitive, Turkish-aware). */
export function filterUsers(users: readonly UserSample[], term: string): UserSample[] {
  return users.filter((user) => anyContainsFolded([user.name, user.email], term));
}

/**
 * SPEC.md §2 "initials avatar": the first letters of the first and last
 * names, upper-cased the Turkish way ("ibrahim çelik" → "İÇ").
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? [...word][0] : ""))
    .join("")
    .toLocaleUpperCase("tr-TR");
}
