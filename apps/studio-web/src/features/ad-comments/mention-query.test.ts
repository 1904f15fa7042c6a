import { describe, expect, it } from "vitest";
import { matchingPeople, mentionQuery } from "./mention-query";

const people = [
  { _id: "1", name: "Dana Designer", username: "dana" },
  { _id: "2", name: "Ada Advertiser", username: "ada.brand" },
];

describe("the @ mention being typed", () => {
  it("is the @word just before the caret, at the start or after a space", () => {
    expect(mentionQuery("Hi @da", 6)).toEqual({ start: 3, query: "da" });
    expect(mentionQuery("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionQuery("mail me@home", 12)).toBeNull();
    expect(mentionQuery("Hi @da and", 10)).toBeNull();
  });

  it("offers people by the start of a word of their name or username", () => {
    expect(matchingPeople(people, "de").map((p) => p.name)).toEqual(["Dana Designer"]);
    expect(matchingPeople(people, "BR").map((p) => p.name)).toEqual(["Ada Advertiser"]);
    expect(matchingPeople(people, "").map((p) => p.name)).toEqual(["Dana Designer", "Ada Advertiser"]);
    expect(matchingPeople(people, "zz")).toEqual([]);
  });
});
